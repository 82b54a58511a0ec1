import type english from '../en/vocab'
import type { Translation } from '../types'

export default {
  // Sectors (app/domain/startups.ts SECTORS)
  Fintech: '핀테크',
  HealthTech: '헬스테크',
  EdTech: '에듀테크',
  CleanTech: '클린테크',
  'E-commerce': '이커머스',
  SaaS: 'SaaS·클라우드 서비스',
  AI: 'AI·인공지능',
  Blockchain: '블록체인',
  Mobility: '모빌리티',
  Marketplace: '마켓플레이스',
  PropTech: '프롭테크',
  InsurTech: '인슈어테크',
  FoodTech: '푸드테크',
  Gaming: '게임',
  'Enterprise Software': '엔터프라이즈 소프트웨어',
  'Deep Tech': '딥테크',
  Automotive: '자동차',
  'Real Estate': '부동산',
  Cybersecurity: '사이버 보안',
  AgriTech: '애그테크',
  Mobile: '모바일',
  Logistics: '물류',
  Other: '기타',

  // Stages (STAGES, and formatStage's spelling 'Pre Seed')
  Idea: '아이디어 단계',
  'Pre-seed': '프리시드',
  'Pre Seed': '프리시드',
  MVP: 'MVP 단계',
  Seed: '시드',
  'Early Stage': '초기 단계',
  'Series A': '시리즈 A',
  'Series B': '시리즈 B',
  'Series C': '시리즈 C',
  Growth: '성장 단계',
  Mature: '성숙 단계',
  'Pre-IPO': '프리IPO',
  IPO: '상장',
  Startup: '스타트업 단계',
  Scale: '스케일업',

  // Places (DISCOVER_LOCATIONS, CITIES)
  Singapore: '싱가포르',
  'Hong Kong': '홍콩',
  Tokyo: '도쿄',
  Mumbai: '뭄바이',
  Bangalore: '방갈로르',
  Seoul: '서울',
  Jakarta: '자카르타',
  Manila: '마닐라',
  Malaysia: '말레이시아',
  Thailand: '태국',
  Vietnam: '베트남',
  Philippines: '필리핀',
  Indonesia: '인도네시아',
  Remote: '원격',

  // Currencies (app/domain/money.ts CURRENCY_LABELS)
  'US Dollar': '미국 달러',
  'Singapore Dollar': '싱가포르 달러',
  'Hong Kong Dollar': '홍콩 달러',
  'Japanese Yen': '일본 엔',
  'Indian Rupee': '인도 루피',

  // Claim statuses (app/domain/claims.ts CLAIM_STATUS_LABELS)
  Pending: '검토 중',
  Approved: '승인됨',
  Rejected: '거절됨',

  // Gallery media types, profile news types, investor types
  Image: '이미지',
  Video: '동영상',
  News: '뉴스',
  Update: '업데이트',
  Press: '보도자료',
  'Angel Network': '엔젤 네트워크',
  Accelerator: '액셀러레이터',
  Corporate: '기업',

  // Job types and levels as the startup profile's Jobs tab shows them (formatSlug)
  'Full Time': '정규직',
  'Part Time': '파트타임',
  Contract: '계약직',
  Internship: '인턴십',
  Junior: '주니어',
  Mid: '미들',
  Senior: '시니어',
  Lead: '리드',

  // The startup card, mini card and logo (on pages of every area)
  'startupCard.location': '위치',
  'startupCard.teamSize': '팀 규모',
  'startupCard.founded': '설립',
  'startupCard.people': '{{size}}명',
  'startupCard.foundedYear': '{{year}}년 설립',
  'startupLogo.label': '{{name}} 로고',
} satisfies Translation<typeof english>
