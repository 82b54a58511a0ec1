import type english from '../en/vocab'
import type { Translation } from '../types'

export default {
  // Sectors (app/domain/startups.ts SECTORS)
  Fintech: 'フィンテック',
  HealthTech: 'ヘルステック',
  EdTech: 'エドテック',
  CleanTech: 'クリーンテック',
  'E-commerce': 'EC・eコマース',
  SaaS: 'SaaS・クラウドサービス',
  AI: 'AI・人工知能',
  Blockchain: 'ブロックチェーン',
  Mobility: 'モビリティ',
  Marketplace: 'マーケットプレイス',
  PropTech: 'プロップテック',
  InsurTech: 'インシュアテック',
  FoodTech: 'フードテック',
  Gaming: 'ゲーム',
  'Enterprise Software': 'エンタープライズソフトウェア',
  'Deep Tech': 'ディープテック',
  Automotive: '自動車',
  'Real Estate': '不動産',
  Cybersecurity: 'サイバーセキュリティ',
  AgriTech: 'アグリテック',
  Mobile: 'モバイル',
  Logistics: '物流',
  Other: 'その他',

  // Stages (STAGES, and formatStage's spelling 'Pre Seed')
  Idea: 'アイデア段階',
  'Pre-seed': 'プレシード',
  'Pre Seed': 'プレシード',
  MVP: 'MVP 段階',
  Seed: 'シード',
  'Early Stage': 'アーリーステージ',
  'Series A': 'シリーズA',
  'Series B': 'シリーズB',
  'Series C': 'シリーズC',
  Growth: 'グロース',
  Mature: '成熟期',
  'Pre-IPO': 'プレIPO',
  IPO: '上場',
  Startup: 'スタートアップ期',
  Scale: 'スケール',

  // Places (DISCOVER_LOCATIONS, CITIES)
  Singapore: 'シンガポール',
  'Hong Kong': '香港',
  Tokyo: '東京',
  Mumbai: 'ムンバイ',
  Bangalore: 'バンガロール',
  Seoul: 'ソウル',
  Jakarta: 'ジャカルタ',
  Manila: 'マニラ',
  Malaysia: 'マレーシア',
  Thailand: 'タイ',
  Vietnam: 'ベトナム',
  Philippines: 'フィリピン',
  Indonesia: 'インドネシア',
  Remote: 'リモート',

  // Currencies (app/domain/money.ts CURRENCY_LABELS)
  'US Dollar': '米ドル',
  'Singapore Dollar': 'シンガポールドル',
  'Hong Kong Dollar': '香港ドル',
  'Japanese Yen': '日本円',
  'Indian Rupee': 'インドルピー',

  // Claim statuses (app/domain/claims.ts CLAIM_STATUS_LABELS)
  Pending: '審査中',
  Approved: '承認済み',
  Rejected: '却下',

  // Gallery media types, profile news types, investor types
  Image: '画像',
  Video: '動画',
  News: 'ニュース',
  Update: 'アップデート',
  Press: 'プレス',
  'Angel Network': 'エンジェルネットワーク',
  Accelerator: 'アクセラレーター',
  Corporate: 'コーポレート',

  // Job types and levels as the startup profile's Jobs tab shows them (formatSlug)
  'Full Time': '正社員',
  'Part Time': 'パートタイム',
  Contract: '契約',
  Internship: 'インターンシップ',
  Junior: 'ジュニア',
  Mid: 'ミドル',
  Senior: 'シニア',
  Lead: 'リード',

  // The startup card, mini card and logo (on pages of every area)
  'startupCard.location': '所在地',
  'startupCard.teamSize': 'チーム規模',
  'startupCard.founded': '設立',
  'startupCard.people': '{{size}}人',
  'startupCard.foundedYear': '{{year}}年設立',
  'startupLogo.label': '{{name}} のロゴ',
} satisfies Translation<typeof english>
