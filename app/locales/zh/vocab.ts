import type english from '../en/vocab'
import type { Translation } from '../types'

export default {
  // Sectors (app/domain/startups.ts SECTORS)
  Fintech: '金融科技',
  HealthTech: '医疗健康科技',
  EdTech: '教育科技',
  CleanTech: '清洁技术',
  'E-commerce': '电子商务',
  SaaS: 'SaaS 软件服务',
  AI: '人工智能',
  Blockchain: '区块链',
  Mobility: '智慧出行',
  Marketplace: '交易平台',
  PropTech: '房地产科技',
  InsurTech: '保险科技',
  FoodTech: '食品科技',
  Gaming: '游戏',
  'Enterprise Software': '企业软件',
  'Deep Tech': '硬科技',
  Automotive: '汽车',
  'Real Estate': '房地产',
  Cybersecurity: '网络安全',
  AgriTech: '农业科技',
  Mobile: '移动应用',
  Logistics: '物流',
  Other: '其他',

  // Stages (STAGES, and formatStage's spelling 'Pre Seed')
  Idea: '创意阶段',
  'Pre-seed': '种子前',
  'Pre Seed': '种子前',
  MVP: 'MVP 阶段',
  Seed: '种子轮',
  'Early Stage': '早期',
  'Series A': 'A 轮',
  'Series B': 'B 轮',
  'Series C': 'C 轮',
  Growth: '成长期',
  Mature: '成熟期',
  'Pre-IPO': 'Pre-IPO 轮',
  IPO: '已上市',
  Startup: '初创期',
  Scale: '规模化',

  // Places (DISCOVER_LOCATIONS, CITIES)
  Singapore: '新加坡',
  'Hong Kong': '香港',
  Tokyo: '东京',
  Mumbai: '孟买',
  Bangalore: '班加罗尔',
  Seoul: '首尔',
  Jakarta: '雅加达',
  Manila: '马尼拉',
  Malaysia: '马来西亚',
  Thailand: '泰国',
  Vietnam: '越南',
  Philippines: '菲律宾',
  Indonesia: '印度尼西亚',
  Remote: '远程',

  // Currencies (app/domain/money.ts CURRENCY_LABELS)
  'US Dollar': '美元',
  'Singapore Dollar': '新加坡元',
  'Hong Kong Dollar': '港元',
  'Japanese Yen': '日元',
  'Indian Rupee': '印度卢比',

  // Claim statuses (app/domain/claims.ts CLAIM_STATUS_LABELS)
  Pending: '待审核',
  Approved: '已批准',
  Rejected: '已拒绝',

  // Gallery media types, profile news types, investor types
  Image: '图片',
  Video: '视频',
  News: '新闻',
  Update: '动态',
  Press: '媒体报道',
  'Angel Network': '天使投资网络',
  Accelerator: '加速器',
  Corporate: '企业投资',

  // Job types and levels as the startup profile's Jobs tab shows them (formatSlug)
  'Full Time': '全职',
  'Part Time': '兼职',
  Contract: '合同工',
  Internship: '实习',
  Junior: '初级',
  Mid: '中级',
  Senior: '高级',
  Lead: '负责人',

  // The startup card, mini card and logo (on pages of every area)
  'startupCard.location': '所在地',
  'startupCard.teamSize': '团队规模',
  'startupCard.founded': '成立时间',
  'startupCard.people': '{{size}} 人',
  'startupCard.foundedYear': '成立于 {{year}} 年',
  'startupLogo.label': '{{name}} 的 Logo',
} satisfies Translation<typeof english>
