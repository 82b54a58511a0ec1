import type english from '../en/forms'
import type { Translation } from '../types'

export default {
  'cancelBooking.title': 'この予約をキャンセルしますか？',
  'cancelBooking.text': '{{name}}、{{when}}。この時間は他の人が予約できるようになります。元に戻せません。',
  'cancelBooking.confirm': '予約をキャンセル',
  'cancelBooking.confirming': 'キャンセル中...',
  'cancelBooking.keep': '予約を残す',
  'cancelBooking.gone': 'この予約はもうキャンセルできません。',
  'claim.proofKept': '証明書類は保存されています：{{name}}。差し替える場合のみ別のファイルを選んでください。',
  'claim.declined': 'お支払いに失敗しました：決済が完了しませんでした。入力内容と証明書類は保存されています。もう一度送信してお支払いください。',
} satisfies Translation<typeof english>
