// Curated facts: the proper names of East Asia's airports among the world's busiest by weekly seats
// (mainland China, Hong Kong, Macau, Taiwan, Japan, South Korea: 64, in order of seats) in the five
// core languages and in the airport's own language and script (issue 46).
//
// How it was checked. Written from the author's knowledge of each airport's name and of how its
// article is titled in the English, German, French, Spanish and Italian Wikipedias, with each
// language's exonyms (Peking/Pékin/Pekín/Pechino; Canton/Cantón for Guangzhou; Nankin/Nankín/
// Nanchino; Taipeh/Taipéi; Macao; Tokio; Hongkong; Urumchi). Twenty-three look-ups in stored public
// copies of web pages (Wikipedia and its mirrors, news) spot-checked the uncertain ones. They
// confirmed en "Itami Airport" (ITM), en "Taoyuan International Airport" (TPE: the article's title
// since its move), en "Chubu Centrair International Airport" (NGO), de "Flughafen Tokio-Haneda",
// "Flughafen Incheon", "Flughafen Neu-Chitose", fr "Aéroport international de Tokyo-Haneda",
// "Aéroport international Taiwan Taoyuan" (an older copy), es "Aeropuerto Internacional de
// Cantón-Baiyun", "Nuevo Aeropuerto de Chitose", it "Aeroporto di Pechino-Capitale", "Aeroporto di
// Shanghai-Pudong", "Aeroporto Internazionale di Hong Kong", "Aeroporto Internazionale del Kansai",
// "Aeroporto di Shin-Chitose"; and that Ürümqi's airport was renamed from Diwopu to Tianshan
// (乌鲁木齐天山国际机场; approved by the CAAC on 13 March 2025, published by the Ministry of Civil
// Affairs on 2 April 2025), so its names here are the new ones. They changed two of the author's
// first guesses (en TPE had been "Taiwan Taoyuan International Airport", fr TPE "Aéroport
// international de Taïwan-Taoyuan"); the other look-ups were inconclusive (es "Aeropuerto de
// Haneda" appeared only in machine translations). Where a language's title is not known, the name
// follows that language's own pattern with the airport's proper name untranslated (the codes are
// listed at the end of the file); no name under de, fr, es or it is an English phrase. Apostrophes
// are ASCII (Bao'an, Xi'an, d'Incheon). Local names: zh in Simplified characters for the mainland,
// Traditional for Hong Kong, Macau and Taiwan, as the operators write them; ja and ko the official
// names (東京国際空港 is Haneda's statutory name, 中部国際空港 Centrair's, 大阪国際空港 Itami's);
// Macau adds pt, its other official language.
import type { AirportNameSet } from './airport-name-set.js';

export const EAST_ASIA_AIRPORT_NAMES: Readonly<Record<string, AirportNameSet>> = {
  PEK: { en: 'Beijing Capital International Airport', de: 'Flughafen Peking-Hauptstadt', fr: 'Aéroport international de Pékin-Capitale', es: 'Aeropuerto Internacional de Pekín-Capital', it: 'Aeroporto di Pechino-Capitale', zh: '北京首都国际机场' },
  HND: { en: 'Haneda Airport', de: 'Flughafen Tokio-Haneda', fr: 'Aéroport international de Tokyo-Haneda', es: 'Aeropuerto de Haneda', it: 'Aeroporto di Tokyo-Haneda', ja: '東京国際空港' },
  PVG: { en: 'Shanghai Pudong International Airport', de: 'Flughafen Shanghai-Pudong', fr: 'Aéroport international de Shanghai-Pudong', es: 'Aeropuerto Internacional de Shanghái-Pudong', it: 'Aeroporto di Shanghai-Pudong', zh: '上海浦东国际机场' },
  HKG: { en: 'Hong Kong International Airport', de: 'Flughafen Hongkong', fr: 'Aéroport international de Hong Kong', es: 'Aeropuerto Internacional de Hong Kong', it: 'Aeroporto Internazionale di Hong Kong', zh: '香港國際機場' },
  CAN: { en: 'Guangzhou Baiyun International Airport', de: 'Flughafen Guangzhou-Baiyun', fr: 'Aéroport international de Canton-Baiyun', es: 'Aeropuerto Internacional de Cantón-Baiyun', it: 'Aeroporto di Canton-Baiyun', zh: '广州白云国际机场' },
  ICN: { en: 'Incheon International Airport', de: 'Flughafen Incheon', fr: 'Aéroport international d\'Incheon', es: 'Aeropuerto Internacional de Incheon', it: 'Aeroporto Internazionale di Incheon', ko: '인천국제공항' },
  CTU: { en: 'Chengdu Shuangliu International Airport', de: 'Flughafen Chengdu-Shuangliu', fr: 'Aéroport international de Chengdu-Shuangliu', es: 'Aeropuerto Internacional de Chengdú-Shuangliu', it: 'Aeroporto di Chengdu-Shuangliu', zh: '成都双流国际机场' },
  KMG: { en: 'Kunming Changshui International Airport', de: 'Flughafen Kunming-Changshui', fr: 'Aéroport international de Kunming-Changshui', es: 'Aeropuerto Internacional de Kunming-Changshui', it: 'Aeroporto di Kunming-Changshui', zh: '昆明长水国际机场' },
  SZX: { en: 'Shenzhen Bao\'an International Airport', de: 'Flughafen Shenzhen-Bao\'an', fr: 'Aéroport international de Shenzhen-Bao\'an', es: 'Aeropuerto Internacional de Shenzhen-Bao\'an', it: 'Aeroporto di Shenzhen-Bao\'an', zh: '深圳宝安国际机场' },
  TPE: { en: 'Taoyuan International Airport', de: 'Flughafen Taiwan-Taoyuan', fr: 'Aéroport international Taiwan Taoyuan', es: 'Aeropuerto Internacional de Taiwán-Taoyuan', it: 'Aeroporto Internazionale di Taiwan-Taoyuan', zh: '臺灣桃園國際機場' },
  XIY: { en: 'Xi\'an Xianyang International Airport', de: 'Flughafen Xi\'an-Xianyang', fr: 'Aéroport international de Xi\'an-Xianyang', es: 'Aeropuerto Internacional de Xi\'an-Xianyang', it: 'Aeroporto di Xi\'an-Xianyang', zh: '西安咸阳国际机场' },
  SHA: { en: 'Shanghai Hongqiao International Airport', de: 'Flughafen Shanghai-Hongqiao', fr: 'Aéroport international de Shanghai-Hongqiao', es: 'Aeropuerto Internacional de Shanghái-Hongqiao', it: 'Aeroporto di Shanghai-Hongqiao', zh: '上海虹桥国际机场' },
  NRT: { en: 'Narita International Airport', de: 'Flughafen Tokio-Narita', fr: 'Aéroport international de Narita', es: 'Aeropuerto Internacional de Narita', it: 'Aeroporto Internazionale di Narita', ja: '成田国際空港' },
  CKG: { en: 'Chongqing Jiangbei International Airport', de: 'Flughafen Chongqing-Jiangbei', fr: 'Aéroport international de Chongqing-Jiangbei', es: 'Aeropuerto Internacional de Chongqing-Jiangbei', it: 'Aeroporto di Chongqing-Jiangbei', zh: '重庆江北国际机场' },
  HGH: { en: 'Hangzhou Xiaoshan International Airport', de: 'Flughafen Hangzhou-Xiaoshan', fr: 'Aéroport international de Hangzhou-Xiaoshan', es: 'Aeropuerto Internacional de Hangzhou-Xiaoshan', it: 'Aeroporto di Hangzhou-Xiaoshan', zh: '杭州萧山国际机场' },
  KIX: { en: 'Kansai International Airport', de: 'Flughafen Kansai', fr: 'Aéroport international du Kansai', es: 'Aeropuerto Internacional de Kansai', it: 'Aeroporto Internazionale del Kansai', ja: '関西国際空港' },
  CGO: { en: 'Zhengzhou Xinzheng International Airport', de: 'Flughafen Zhengzhou-Xinzheng', fr: 'Aéroport international de Zhengzhou-Xinzheng', es: 'Aeropuerto Internacional de Zhengzhou-Xinzheng', it: 'Aeroporto di Zhengzhou-Xinzheng', zh: '郑州新郑国际机场' },
  NKG: { en: 'Nanjing Lukou International Airport', de: 'Flughafen Nanjing-Lukou', fr: 'Aéroport international de Nankin-Lukou', es: 'Aeropuerto Internacional de Nankín-Lukou', it: 'Aeroporto di Nanchino-Lukou', zh: '南京禄口国际机场' },
  XMN: { en: 'Xiamen Gaoqi International Airport', de: 'Flughafen Xiamen-Gaoqi', fr: 'Aéroport international de Xiamen-Gaoqi', es: 'Aeropuerto Internacional de Xiamen-Gaoqi', it: 'Aeroporto di Xiamen-Gaoqi', zh: '厦门高崎国际机场' },
  WUH: { en: 'Wuhan Tianhe International Airport', de: 'Flughafen Wuhan-Tianhe', fr: 'Aéroport international de Wuhan-Tianhe', es: 'Aeropuerto Internacional de Wuhan-Tianhe', it: 'Aeroporto di Wuhan-Tianhe', zh: '武汉天河国际机场' },
  FUK: { en: 'Fukuoka Airport', de: 'Flughafen Fukuoka', fr: 'Aéroport de Fukuoka', es: 'Aeropuerto de Fukuoka', it: 'Aeroporto di Fukuoka', ja: '福岡空港' },
  CSX: { en: 'Changsha Huanghua International Airport', de: 'Flughafen Changsha-Huanghua', fr: 'Aéroport international de Changsha-Huanghua', es: 'Aeropuerto Internacional de Changsha-Huanghua', it: 'Aeroporto di Changsha-Huanghua', zh: '长沙黄花国际机场' },
  TAO: { en: 'Qingdao Jiaodong International Airport', de: 'Flughafen Qingdao-Jiaodong', fr: 'Aéroport international de Qingdao-Jiaodong', es: 'Aeropuerto Internacional de Qingdao-Jiaodong', it: 'Aeroporto di Qingdao-Jiaodong', zh: '青岛胶东国际机场' },
  CTS: { en: 'New Chitose Airport', de: 'Flughafen Neu-Chitose', fr: 'Aéroport de Shin-Chitose', es: 'Nuevo Aeropuerto de Chitose', it: 'Aeroporto di Shin-Chitose', ja: '新千歳空港' },
  CJU: { en: 'Jeju International Airport', de: 'Flughafen Jeju', fr: 'Aéroport international de Jeju', es: 'Aeropuerto Internacional de Jeju', it: 'Aeroporto Internazionale di Jeju', ko: '제주국제공항' },
  URC: { en: 'Ürümqi Tianshan International Airport', de: 'Flughafen Ürümqi-Tianshan', fr: 'Aéroport international d\'Ürümqi-Tianshan', es: 'Aeropuerto Internacional de Urumchi-Tianshan', it: 'Aeroporto di Ürümqi-Tianshan', zh: '乌鲁木齐天山国际机场' },
  HAK: { en: 'Haikou Meilan International Airport', de: 'Flughafen Haikou-Meilan', fr: 'Aéroport international de Haikou-Meilan', es: 'Aeropuerto Internacional de Haikou-Meilan', it: 'Aeroporto di Haikou-Meilan', zh: '海口美兰国际机场' },
  OKA: { en: 'Naha Airport', de: 'Flughafen Naha', fr: 'Aéroport de Naha', es: 'Aeropuerto de Naha', it: 'Aeroporto di Naha', ja: '那覇空港' },
  TSN: { en: 'Tianjin Binhai International Airport', de: 'Flughafen Tianjin-Binhai', fr: 'Aéroport international de Tianjin-Binhai', es: 'Aeropuerto Internacional de Tianjin-Binhai', it: 'Aeroporto di Tianjin-Binhai', zh: '天津滨海国际机场' },
  GMP: { en: 'Gimpo International Airport', de: 'Flughafen Seoul-Gimpo', fr: 'Aéroport international de Gimpo', es: 'Aeropuerto Internacional de Gimpo', it: 'Aeroporto Internazionale di Gimpo', ko: '김포국제공항' },
  HRB: { en: 'Harbin Taiping International Airport', de: 'Flughafen Harbin-Taiping', fr: 'Aéroport international de Harbin-Taiping', es: 'Aeropuerto Internacional de Harbin-Taiping', it: 'Aeroporto di Harbin-Taiping', zh: '哈尔滨太平国际机场' },
  SYX: { en: 'Sanya Phoenix International Airport', de: 'Flughafen Sanya-Phoenix', fr: 'Aéroport international de Sanya-Phoenix', es: 'Aeropuerto Internacional de Sanya-Phoenix', it: 'Aeroporto di Sanya-Phoenix', zh: '三亚凤凰国际机场' },
  KWE: { en: 'Guiyang Longdongbao International Airport', de: 'Flughafen Guiyang-Longdongbao', fr: 'Aéroport international de Guiyang-Longdongbao', es: 'Aeropuerto Internacional de Guiyang-Longdongbao', it: 'Aeroporto di Guiyang-Longdongbao', zh: '贵阳龙洞堡国际机场' },
  DLC: { en: 'Dalian Zhoushuizi International Airport', de: 'Flughafen Dalian-Zhoushuizi', fr: 'Aéroport international de Dalian-Zhoushuizi', es: 'Aeropuerto Internacional de Dalian-Zhoushuizi', it: 'Aeroporto di Dalian-Zhoushuizi', zh: '大连周水子国际机场' },
  SHE: { en: 'Shenyang Taoxian International Airport', de: 'Flughafen Shenyang-Taoxian', fr: 'Aéroport international de Shenyang-Taoxian', es: 'Aeropuerto Internacional de Shenyang-Taoxian', it: 'Aeroporto di Shenyang-Taoxian', zh: '沈阳桃仙国际机场' },
  ITM: { en: 'Itami Airport', de: 'Flughafen Osaka-Itami', fr: 'Aéroport international d\'Osaka', es: 'Aeropuerto Internacional de Osaka', it: 'Aeroporto Internazionale di Osaka', ja: '大阪国際空港' },
  TNA: { en: 'Jinan Yaoqiang International Airport', de: 'Flughafen Jinan-Yaoqiang', fr: 'Aéroport international de Jinan-Yaoqiang', es: 'Aeropuerto Internacional de Jinan-Yaoqiang', it: 'Aeroporto di Jinan-Yaoqiang', zh: '济南遥墙国际机场' },
  NNG: { en: 'Nanning Wuxu International Airport', de: 'Flughafen Nanning-Wuxu', fr: 'Aéroport international de Nanning-Wuxu', es: 'Aeropuerto Internacional de Nanning-Wuxu', it: 'Aeroporto di Nanning-Wuxu', zh: '南宁吴圩国际机场' },
  LHW: { en: 'Lanzhou Zhongchuan International Airport', de: 'Flughafen Lanzhou-Zhongchuan', fr: 'Aéroport international de Lanzhou-Zhongchuan', es: 'Aeropuerto Internacional de Lanzhou-Zhongchuan', it: 'Aeroporto di Lanzhou-Zhongchuan', zh: '兰州中川国际机场' },
  FOC: { en: 'Fuzhou Changle International Airport', de: 'Flughafen Fuzhou-Changle', fr: 'Aéroport international de Fuzhou-Changle', es: 'Aeropuerto Internacional de Fuzhou-Changle', it: 'Aeroporto di Fuzhou-Changle', zh: '福州长乐国际机场' },
  TYN: { en: 'Taiyuan Wusu International Airport', de: 'Flughafen Taiyuan-Wusu', fr: 'Aéroport international de Taiyuan-Wusu', es: 'Aeropuerto Internacional de Taiyuan-Wusu', it: 'Aeroporto di Taiyuan-Wusu', zh: '太原武宿国际机场' },
  NGO: { en: 'Chubu Centrair International Airport', de: 'Flughafen Chūbu', fr: 'Aéroport international du Chūbu', es: 'Aeropuerto Internacional de Chūbu', it: 'Aeroporto Internazionale del Chūbu', ja: '中部国際空港' },
  PUS: { en: 'Gimhae International Airport', de: 'Flughafen Gimhae', fr: 'Aéroport international de Gimhae', es: 'Aeropuerto Internacional de Gimhae', it: 'Aeroporto Internazionale di Gimhae', ko: '김해국제공항' },
  HET: { en: 'Hohhot Baita International Airport', de: 'Flughafen Hohhot-Baita', fr: 'Aéroport international de Hohhot-Baita', es: 'Aeropuerto Internacional de Hohhot-Baita', it: 'Aeroporto di Hohhot-Baita', zh: '呼和浩特白塔国际机场' },
  CGQ: { en: 'Changchun Longjia International Airport', de: 'Flughafen Changchun-Longjia', fr: 'Aéroport international de Changchun-Longjia', es: 'Aeropuerto Internacional de Changchun-Longjia', it: 'Aeroporto di Changchun-Longjia', zh: '长春龙嘉国际机场' },
  SJW: { en: 'Shijiazhuang Zhengding International Airport', de: 'Flughafen Shijiazhuang-Zhengding', fr: 'Aéroport international de Shijiazhuang-Zhengding', es: 'Aeropuerto Internacional de Shijiazhuang-Zhengding', it: 'Aeroporto di Shijiazhuang-Zhengding', zh: '石家庄正定国际机场' },
  KHN: { en: 'Nanchang Changbei International Airport', de: 'Flughafen Nanchang-Changbei', fr: 'Aéroport international de Nanchang-Changbei', es: 'Aeropuerto Internacional de Nanchang-Changbei', it: 'Aeroporto di Nanchang-Changbei', zh: '南昌昌北国际机场' },
  WNZ: { en: 'Wenzhou Longwan International Airport', de: 'Flughafen Wenzhou-Longwan', fr: 'Aéroport international de Wenzhou-Longwan', es: 'Aeropuerto Internacional de Wenzhou-Longwan', it: 'Aeroporto di Wenzhou-Longwan', zh: '温州龙湾国际机场' },
  HFE: { en: 'Hefei Xinqiao International Airport', de: 'Flughafen Hefei-Xinqiao', fr: 'Aéroport international de Hefei-Xinqiao', es: 'Aeropuerto Internacional de Hefei-Xinqiao', it: 'Aeroporto di Hefei-Xinqiao', zh: '合肥新桥国际机场' },
  ZUH: { en: 'Zhuhai Jinwan Airport', de: 'Flughafen Zhuhai-Jinwan', fr: 'Aéroport de Zhuhai-Jinwan', es: 'Aeropuerto de Zhuhai-Jinwan', it: 'Aeroporto di Zhuhai-Jinwan', zh: '珠海金湾机场' },
  KWL: { en: 'Guilin Liangjiang International Airport', de: 'Flughafen Guilin-Liangjiang', fr: 'Aéroport international de Guilin-Liangjiang', es: 'Aeropuerto Internacional de Guilin-Liangjiang', it: 'Aeroporto di Guilin-Liangjiang', zh: '桂林两江国际机场' },
  NGB: { en: 'Ningbo Lishe International Airport', de: 'Flughafen Ningbo-Lishe', fr: 'Aéroport international de Ningbo-Lishe', es: 'Aeropuerto Internacional de Ningbo-Lishe', it: 'Aeroporto di Ningbo-Lishe', zh: '宁波栎社国际机场' },
  INC: { en: 'Yinchuan Hedong International Airport', de: 'Flughafen Yinchuan-Hedong', fr: 'Aéroport international de Yinchuan-Hedong', es: 'Aeropuerto Internacional de Yinchuan-Hedong', it: 'Aeroporto di Yinchuan-Hedong', zh: '银川河东国际机场' },
  YNT: { en: 'Yantai Penglai International Airport', de: 'Flughafen Yantai-Penglai', fr: 'Aéroport international de Yantai-Penglai', es: 'Aeropuerto Internacional de Yantai-Penglai', it: 'Aeroporto di Yantai-Penglai', zh: '烟台蓬莱国际机场' },
  MFM: { en: 'Macau International Airport', de: 'Flughafen Macau', fr: 'Aéroport international de Macao', es: 'Aeropuerto Internacional de Macao', it: 'Aeroporto Internazionale di Macao', zh: '澳門國際機場', pt: 'Aeroporto Internacional de Macau' },
  LJG: { en: 'Lijiang Sanyi International Airport', de: 'Flughafen Lijiang-Sanyi', fr: 'Aéroport international de Lijiang-Sanyi', es: 'Aeropuerto Internacional de Lijiang-Sanyi', it: 'Aeroporto di Lijiang-Sanyi', zh: '丽江三义国际机场' },
  KOJ: { en: 'Kagoshima Airport', de: 'Flughafen Kagoshima', fr: 'Aéroport de Kagoshima', es: 'Aeropuerto de Kagoshima', it: 'Aeroporto di Kagoshima', ja: '鹿児島空港' },
  WUX: { en: 'Sunan Shuofang International Airport', de: 'Flughafen Sunan Shuofang', fr: 'Aéroport international de Sunan Shuofang', es: 'Aeropuerto Internacional de Sunan Shuofang', it: 'Aeroporto di Sunan Shuofang', zh: '苏南硕放国际机场' },
  XNN: { en: 'Xining Caojiabao International Airport', de: 'Flughafen Xining-Caojiabao', fr: 'Aéroport international de Xining-Caojiabao', es: 'Aeropuerto Internacional de Xining-Caojiabao', it: 'Aeroporto di Xining-Caojiabao', zh: '西宁曹家堡国际机场' },
  PKX: { en: 'Beijing Daxing International Airport', de: 'Flughafen Peking-Daxing', fr: 'Aéroport international de Pékin-Daxing', es: 'Aeropuerto Internacional de Pekín-Daxing', it: 'Aeroporto di Pechino-Daxing', zh: '北京大兴国际机场' },
  JJN: { en: 'Quanzhou Jinjiang International Airport', de: 'Flughafen Quanzhou-Jinjiang', fr: 'Aéroport international de Quanzhou-Jinjiang', es: 'Aeropuerto Internacional de Quanzhou-Jinjiang', it: 'Aeroporto di Quanzhou-Jinjiang', zh: '泉州晋江国际机场' },
  SWA: { en: 'Jieyang Chaoshan International Airport', de: 'Flughafen Jieyang-Chaoshan', fr: 'Aéroport international de Jieyang-Chaoshan', es: 'Aeropuerto Internacional de Jieyang-Chaoshan', it: 'Aeroporto di Jieyang-Chaoshan', zh: '揭阳潮汕国际机场' },
  TSA: { en: 'Taipei Songshan Airport', de: 'Flughafen Taipeh-Songshan', fr: 'Aéroport de Taipei-Songshan', es: 'Aeropuerto de Taipéi-Songshan', it: 'Aeroporto di Taipei-Songshan', zh: '臺北松山機場' },
  KHH: { en: 'Kaohsiung International Airport', de: 'Flughafen Kaohsiung', fr: 'Aéroport international de Kaohsiung', es: 'Aeropuerto Internacional de Kaohsiung', it: 'Aeroporto Internazionale di Kaohsiung', zh: '高雄國際機場' },
};

// Titles not known; the language's pattern with the airport's proper name untranslated
// ("Flughafen City-Name", "Aéroport international de City-Name", "Aeropuerto Internacional de
// City-Name", "Aeroporto di City-Name" for the mainland as Italian titles PEK and PVG, "Aeroporto
// Internazionale di Name" for Japan and Korea):
//   de: CGO NKG XMN WUH CSX TAO CJU URC HAK TSN HRB SYX KWE DLC SHE TNA NNG LHW FOC TYN PUS HET CGQ
//       SJW KHN WNZ HFE ZUH KWL NGB INC YNT LJG KOJ WUX XNN JJN SWA KHH
//   fr: CTU KMG SZX XIY CKG HGH CGO NKG XMN WUH FUK CSX TAO CTS CJU URC HAK OKA TSN GMP HRB SYX
//       KWE DLC SHE ITM TNA NNG LHW FOC TYN NGO PUS HET CGQ SJW KHN WNZ HFE ZUH KWL NGB INC YNT LJG
//       KOJ WUX XNN JJN SWA TSA KHH
//   es: PEK HND CTU KMG SZX TPE XIY SHA CKG HGH CGO NKG XMN WUH FUK CSX TAO CJU URC HAK OKA TSN GMP
//       HRB SYX KWE DLC SHE ITM TNA NNG LHW FOC TYN NGO PUS HET CGQ SJW KHN WNZ HFE ZUH KWL NGB INC
//       YNT LJG KOJ WUX XNN PKX JJN SWA TSA KHH
//   it: HND CAN ICN CTU KMG SZX TPE XIY SHA CKG HGH CGO NKG XMN WUH FUK CSX TAO CJU URC HAK OKA
//       TSN GMP HRB SYX KWE DLC SHE ITM TNA NNG LHW FOC TYN NGO PUS HET CGQ SJW KHN WNZ HFE ZUH KWL
//       NGB INC YNT MFM LJG KOJ WUX XNN PKX JJN SWA TSA KHH
// URC: the stored copy of its German article was still titled "Flughafen Ürümqi-Diwopu"; the names
// above are the airport's name since 2025 (Tianshan), so they count as pattern names.
