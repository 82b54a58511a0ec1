import type english from '../en/forms'
import type { Translation } from '../types'

export default {
  'cancelBooking.title': '取消此预订？',
  'cancelBooking.text': '{{name}}，{{when}}。该时段将开放给其他人预订，此操作无法撤销。',
  'cancelBooking.confirm': '取消预订',
  'cancelBooking.confirming': '正在取消...',
  'cancelBooking.keep': '保留预订',
  'cancelBooking.gone': '此预订已无法取消。',
  'claim.proofKept': '您的证明文件已保留：{{name}}。仅在需要替换时选择其他文件。',
  'claim.declined': '支付失败：付款未完成。您填写的内容和证明文件均已保留，请再次提交以付款。',
} satisfies Translation<typeof english>
