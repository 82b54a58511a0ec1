import type english from '../en/forms'
import type { Translation } from '../types'

export default {
  'cancelBooking.title': '이 예약을 취소할까요?',
  'cancelBooking.text': '{{name}}, {{when}}. 이 시간은 다른 사람이 예약할 수 있게 되며 되돌릴 수 없습니다.',
  'cancelBooking.confirm': '예약 취소',
  'cancelBooking.confirming': '취소하는 중...',
  'cancelBooking.keep': '예약 유지',
  'cancelBooking.gone': '이 예약은 더 이상 취소할 수 없습니다.',
  'claim.proofKept': '증빙 서류가 보관되어 있습니다: {{name}}. 바꾸려는 경우에만 다른 파일을 선택하세요.',
  'claim.declined': '결제 실패: 결제가 완료되지 않았습니다. 입력한 내용과 증빙 서류는 그대로 있으니 다시 제출해 결제하세요.',
} satisfies Translation<typeof english>
