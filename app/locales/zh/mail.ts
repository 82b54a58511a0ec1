import type english from '../en/mail'
import type { Translation } from '../types'

export default {
  'layout.greeting': '{{name}}，您好：',
  'layout.signature': '— Startup Asia 团队',
  'layout.why': '您收到这封邮件，是因为您在 Startup Asia 上有一个账户。',
  'layout.unsubscribe': '退订此类邮件',
  'layout.preferences': '邮件偏好设置',
  'layout.linkFallback': '如果按钮无法使用，请将此链接复制到浏览器中：',

  'welcome.subject': '欢迎加入 Startup Asia，{{name}}',
  'welcome.preview': '确认您的电子邮件地址，完成账户设置。',
  'welcome.heading': '欢迎加入 Startup Asia',
  'welcome.body': '您的账户已可以使用。请确认此地址属于您，以便我们就您的活动、预订和申请与您联系。',
  'welcome.verify': '确认我的电子邮件地址',
  'welcome.explore': '从发现平台上的初创公司开始：',
  'welcome.discover': '发现初创公司',

  'rsvp-confirmed.subject': '您将参加 {{event}}',
  'rsvp-confirmed.preview': '您在 {{event}} 的名额已确认。',
  'rsvp-confirmed.heading': '您的名额已确认',
  'rsvp-confirmed.body': '您已在 {{event}} 的参加名单上。',
  'rsvp-confirmed.when': '时间：{{when}}',
  'rsvp-confirmed.where': '地点：{{where}}',
  'rsvp-confirmed.online': '线上',
  'rsvp-confirmed.calendar': '活动的日历文件已附在这封邮件中。',
  'rsvp-confirmed.view': '查看活动',

  'unsubscribe.title': '退订',
  'unsubscribe.confirm': '停止接收关于{{category}}的邮件？您仍会在网站上看到相应的通知。',
  'unsubscribe.button': '退订',
  'unsubscribe.pending': '正在退订...',
  'unsubscribe.done': '您将不再收到关于{{category}}的邮件。',
  'unsubscribe.invalid': '此退订链接无效。您可以在个人资料中更改接收的邮件。',
  'unsubscribe.preferences': '管理邮件偏好设置',
  'category.activity': '您的初创公司、列表和帖子的动态',
  'category.bookings': '候补名单和预订',
  'category.applications': '申请',
  'category.news': '产品新闻',

  'notification.welcome': '欢迎加入 Startup Asia',
  'notification.rsvp-confirmed': '您将参加 {{event}}',
} satisfies Translation<typeof english>
