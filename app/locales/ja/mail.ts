import type english from '../en/mail'
import type { Translation } from '../types'

export default {
  'layout.greeting': '{{name}} 様',
  'layout.signature': '— Startup Asia チーム',
  'layout.why': 'このメールは、Startup Asia にアカウントをお持ちの方にお送りしています。',
  'layout.unsubscribe': 'このメールの配信を停止する',
  'layout.preferences': 'メールの設定',
  'layout.linkFallback': 'ボタンが使えない場合は、このリンクをブラウザにコピーしてください：',

  'welcome.subject': 'Startup Asia へようこそ、{{name}} 様',
  'welcome.preview': 'メールアドレスを確認して、アカウントの設定を完了してください。',
  'welcome.heading': 'Startup Asia へようこそ',
  'welcome.body': 'アカウントはすぐにご利用いただけます。イベント、予約、応募についてご連絡できるよう、このアドレスがご本人のものであることを確認してください。',
  'welcome.verify': 'メールアドレスを確認する',
  'welcome.explore': 'まずはプラットフォーム上のスタートアップを見てみましょう：',
  'welcome.discover': 'スタートアップを探す',

  'rsvp-confirmed.subject': '{{event}} への参加が確定しました',
  'rsvp-confirmed.preview': '{{event}} の席が確定しました。',
  'rsvp-confirmed.heading': '参加が確定しました',
  'rsvp-confirmed.body': '{{event}} の参加者リストに登録されました。',
  'rsvp-confirmed.when': '日時：{{when}}',
  'rsvp-confirmed.where': '場所：{{where}}',
  'rsvp-confirmed.online': 'オンライン',
  'rsvp-confirmed.calendar': 'イベントのカレンダーファイルをこのメールに添付しています。',
  'rsvp-confirmed.view': 'イベントを見る',

  'unsubscribe.title': '配信停止',
  'unsubscribe.confirm': '{{category}}に関するメールを停止しますか？サイト上の通知には引き続き表示されます。',
  'unsubscribe.button': '配信を停止する',
  'unsubscribe.pending': '配信を停止しています...',
  'unsubscribe.done': '今後、{{category}}に関するメールは届きません。',
  'unsubscribe.invalid': 'この配信停止リンクは無効です。受け取るメールはプロフィールで変更できます。',
  'unsubscribe.preferences': 'メールの設定を管理する',
  'category.activity': 'あなたのスタートアップ、掲載、投稿のアクティビティ',
  'category.bookings': 'キャンセル待ちと予約',
  'category.applications': '応募',
  'category.news': 'プロダクトのお知らせ',

  'notification.welcome': 'Startup Asia へようこそ',
  'notification.rsvp-confirmed': '{{event}} への参加が確定しました',
} satisfies Translation<typeof english>
