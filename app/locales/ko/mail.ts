import type english from '../en/mail'
import type { Translation } from '../types'

export default {
  'layout.greeting': '{{name}}님, 안녕하세요.',
  'layout.signature': '— Startup Asia 팀',
  'layout.why': 'Startup Asia에 계정이 있으셔서 이 이메일을 받으셨습니다.',
  'layout.unsubscribe': '이 이메일 수신 거부',
  'layout.preferences': '이메일 설정',
  'layout.linkFallback': '버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:',

  'welcome.subject': 'Startup Asia에 오신 것을 환영합니다, {{name}}님',
  'welcome.preview': '이메일 주소를 확인하여 계정 설정을 완료하세요.',
  'welcome.heading': 'Startup Asia에 오신 것을 환영합니다',
  'welcome.body': '계정을 바로 사용하실 수 있습니다. 이벤트, 예약, 지원에 관해 연락드릴 수 있도록 이 주소가 본인의 것인지 확인해 주세요.',
  'welcome.verify': '이메일 주소 확인하기',
  'welcome.explore': '플랫폼의 스타트업을 둘러보는 것으로 시작해 보세요:',
  'welcome.discover': '스타트업 둘러보기',

  'rsvp-confirmed.subject': '{{event}} 참가가 확정되었습니다',
  'rsvp-confirmed.preview': '{{event}} 자리가 확정되었습니다.',
  'rsvp-confirmed.heading': '참가가 확정되었습니다',
  'rsvp-confirmed.body': '{{event}} 참가자 명단에 등록되었습니다.',
  'rsvp-confirmed.when': '일시: {{when}}',
  'rsvp-confirmed.where': '장소: {{where}}',
  'rsvp-confirmed.online': '온라인',
  'rsvp-confirmed.calendar': '이벤트 캘린더 파일이 이 이메일에 첨부되어 있습니다.',
  'rsvp-confirmed.view': '이벤트 보기',

  'unsubscribe.title': '수신 거부',
  'unsubscribe.confirm': '{{category}}에 관한 이메일을 그만 받으시겠습니까? 사이트의 알림에는 계속 표시됩니다.',
  'unsubscribe.button': '수신 거부',
  'unsubscribe.pending': '수신 거부 중...',
  'unsubscribe.done': '이제 {{category}}에 관한 이메일을 받지 않습니다.',
  'unsubscribe.invalid': '유효하지 않은 수신 거부 링크입니다. 받을 이메일은 프로필에서 변경할 수 있습니다.',
  'unsubscribe.preferences': '이메일 설정 관리',
  'category.activity': '내 스타트업, 등록 정보, 게시물의 활동',
  'category.bookings': '대기자 명단과 예약',
  'category.applications': '지원',
  'category.news': '제품 소식',

  'notification.welcome': 'Startup Asia에 오신 것을 환영합니다',
  'notification.rsvp-confirmed': '{{event}} 참가가 확정되었습니다',
} satisfies Translation<typeof english>
