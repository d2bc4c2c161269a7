// Curated facts: the proper names of the busiest airports of the Middle East, Türkiye, Cyprus,
// Central and South Asia, South-East Asia, Australia, New Zealand and Hawaii (issue 46), in the
// five languages every record answers and in the airport's own language where that is none of
// them. Rows follow the world-wide rank by weekly seats; an airport's key is its IATA code.
//
// How this was checked. The names were written from the author's knowledge of each airport's
// Wikipedia article titles (en, de, fr, es, it) and of its official name in its own language; no
// list was copied. 52 look-ups in stored public web pages (Wikipedia pages and their mirrors, news)
// then checked the doubtful ones: they confirmed 38 names as written, corrected 22 (en: CHC, JOG,
// MHD, SAW; de: JED, TLV, DPS, SIN, SGN, HAN, ADB; fr: BEY; es: HNL, SYD; it: BKK, TLV, SGN, SYD,
// RUH, DEL; the spacing of RGN my and AMD gu), added two local names (MLE dv, CMB ta), showed
// that German Wikipedia titles six airports in English (list at the end) and found four changes of
// status: ADA lost its airline flights in 2024 (below); AUH was renamed Zayed International Airport
// on 9 February 2024 (the French title still said "Abou Dabi" when stored, so fr/es/it follow the
// new name by the pattern); JOG has been a domestic airport since 2020; PLM lost its international
// status in 2024 and had it back in 2025. Seven look-ups found nothing new. A throwaway script
// then checked the table mechanically: every airport of the brief has a row, in rank order; every
// row has en, de, fr, es and it first; no de/fr/es/it name contains "Airport" or "International"
// or equals the English one; no name is empty or has doubled spaces; every other key is an ISO
// 639-1 code. Where a language's title was not known, the name follows that language's pattern
// with the airport's own name untranslated; those codes are listed at the end of the file.
//
// The local name is the airport's name in its own language and script as its country writes it
// (Arabic, Persian, Hebrew, Turkish, Greek, Thai, Vietnamese, Malay, Indonesian, Urdu, Hindi and
// the state's language for India, Bengali, Sinhala and Tamil, Burmese, Dhivehi, Kazakh and
// Russian, Tagalog; Singapore: Malay and Chinese). None is given where English is the operator's
// language (Australia, New Zealand, Hawaii) or where the author could not write the name with
// confidence (CEB: Cebuano has no ISO 639-1 code and the Tagalog name was not checked).
import type { AirportNameSet } from './airport-name-set.js';

export const ASIA_PACIFIC_AIRPORT_NAMES: Readonly<Record<string, AirportNameSet>> = {
  DXB: { en: 'Dubai International Airport', de: 'Flughafen Dubai', fr: 'Aéroport international de Dubaï', es: 'Aeropuerto Internacional de Dubái', it: 'Aeroporto Internazionale di Dubai', ar: 'مطار دبي الدولي' },
  CGK: { en: 'Soekarno–Hatta International Airport', de: 'Flughafen Jakarta-Soekarno-Hatta', fr: 'Aéroport international Soekarno-Hatta', es: 'Aeropuerto Internacional Soekarno-Hatta', it: 'Aeroporto Internazionale Soekarno-Hatta', id: 'Bandar Udara Internasional Soekarno–Hatta' },
  KUL: { en: 'Kuala Lumpur International Airport', de: 'Flughafen Kuala Lumpur', fr: 'Aéroport international de Kuala Lumpur', es: 'Aeropuerto Internacional de Kuala Lumpur', it: 'Aeroporto Internazionale di Kuala Lumpur', ms: 'Lapangan Terbang Antarabangsa Kuala Lumpur' },
  BKK: { en: 'Suvarnabhumi Airport', de: 'Flughafen Bangkok-Suvarnabhumi', fr: 'Aéroport Suvarnabhumi de Bangkok', es: 'Aeropuerto Internacional Suvarnabhumi', it: 'Aeroporto Internazionale di Bangkok-Suvarnabhumi', th: 'ท่าอากาศยานสุวรรณภูมิ' },
  SIN: { en: 'Singapore Changi Airport', de: 'Flughafen Singapur', fr: 'Aéroport de Singapour-Changi', es: 'Aeropuerto de Singapur-Changi', it: 'Aeroporto di Singapore-Changi', ms: 'Lapangan Terbang Changi Singapura', zh: '新加坡樟宜机场' },
  SYD: { en: 'Sydney Airport', de: 'Flughafen Sydney', fr: 'Aéroport de Sydney', es: 'Aeropuerto Internacional Kingsford Smith', it: 'Aeroporto Internazionale Kingsford Smith' },
  DEL: { en: 'Indira Gandhi International Airport', de: 'Flughafen Delhi', fr: 'Aéroport international Indira-Gandhi', es: 'Aeropuerto Internacional Indira Gandhi', it: 'Aeroporto Internazionale di Delhi', hi: 'इंदिरा गांधी अंतरराष्ट्रीय हवाई अड्डा' },
  DOH: { en: 'Hamad International Airport', de: 'Flughafen Doha', fr: 'Aéroport international Hamad', es: 'Aeropuerto Internacional Hamad', it: 'Aeroporto Internazionale Hamad', ar: 'مطار حمد الدولي' },
  MNL: { en: 'Ninoy Aquino International Airport', de: 'Flughafen Manila', fr: 'Aéroport international Ninoy-Aquino', es: 'Aeropuerto Internacional Ninoy Aquino', it: 'Aeroporto Internazionale Ninoy Aquino', tl: 'Paliparang Pandaigdig ng Ninoy Aquino' },
  JED: { en: 'King Abdulaziz International Airport', de: 'Internationaler König-Abd-al-Aziz-Flughafen', fr: 'Aéroport international Roi-Abdelaziz', es: 'Aeropuerto Internacional Rey Abdulaziz', it: 'Aeroporto Internazionale Re Abd al-Aziz', ar: 'مطار الملك عبدالعزيز الدولي' },
  MEL: { en: 'Melbourne Airport', de: 'Flughafen Melbourne', fr: 'Aéroport de Melbourne', es: 'Aeropuerto de Melbourne', it: 'Aeroporto di Melbourne' },
  DMK: { en: 'Don Mueang International Airport', de: 'Flughafen Bangkok-Don Mueang', fr: 'Aéroport international Don Muang', es: 'Aeropuerto Internacional Don Mueang', it: 'Aeroporto Internazionale di Bangkok-Don Mueang', th: 'ท่าอากาศยานดอนเมือง' },
  SGN: { en: 'Tan Son Nhat International Airport', de: 'Flughafen Tan-Son-Nhat', fr: 'Aéroport international de Tân Sơn Nhất', es: 'Aeropuerto Internacional Tan Son Nhat', it: 'Aeroporto Internazionale Tan Son Nhat', vi: 'Cảng hàng không quốc tế Tân Sơn Nhất' },
  SAW: { en: 'Sabiha Gökçen International Airport', de: 'Flughafen Istanbul-Sabiha Gökçen', fr: 'Aéroport international Sabiha-Gökçen', es: 'Aeropuerto Internacional Sabiha Gökçen', it: 'Aeroporto Internazionale di Istanbul-Sabiha Gökçen', tr: 'İstanbul Sabiha Gökçen Uluslararası Havalimanı' },
  BOM: { en: 'Chhatrapati Shivaji Maharaj International Airport', de: 'Flughafen Mumbai', fr: 'Aéroport international Chhatrapati-Shivaji', es: 'Aeropuerto Internacional Chhatrapati Shivaji', it: 'Aeroporto Internazionale Chhatrapati Shivaji', mr: 'छत्रपती शिवाजी महाराज आंतरराष्ट्रीय विमानतळ', hi: 'छत्रपति शिवाजी महाराज अंतरराष्ट्रीय हवाई अड्डा' },
  RUH: { en: 'King Khalid International Airport', de: 'Flughafen Riad', fr: 'Aéroport international du Roi-Khaled', es: 'Aeropuerto Internacional Rey Khalid', it: 'Aeroporto Internazionale di Riad-Re Khalid', ar: 'مطار الملك خالد الدولي' },
  AUH: { en: 'Zayed International Airport', de: 'Flughafen Abu Dhabi', fr: 'Aéroport international Zayed', es: 'Aeropuerto Internacional Zayed', it: 'Aeroporto Internazionale Zayed', ar: 'مطار زايد الدولي' },
  BNE: { en: 'Brisbane Airport', de: 'Flughafen Brisbane', fr: 'Aéroport de Brisbane', es: 'Aeropuerto de Brisbane', it: 'Aeroporto di Brisbane' },
  SUB: { en: 'Juanda International Airport', de: 'Flughafen Surabaya', fr: 'Aéroport international Juanda', es: 'Aeropuerto Internacional Juanda', it: 'Aeroporto Internazionale Juanda', id: 'Bandar Udara Internasional Juanda' },
  DPS: { en: 'Ngurah Rai International Airport', de: 'Flughafen Ngurah Rai', fr: 'Aéroport international Ngurah-Rai', es: 'Aeropuerto Internacional Ngurah Rai', it: 'Aeroporto Internazionale Ngurah Rai', id: 'Bandar Udara Internasional I Gusti Ngurah Rai' },
  HAN: { en: 'Noi Bai International Airport', de: 'Flughafen Hanoi', fr: 'Aéroport international de Nội Bài', es: 'Aeropuerto Internacional de Noi Bai', it: 'Aeroporto Internazionale di Noi Bai', vi: 'Cảng hàng không quốc tế Nội Bài' },
  HNL: { en: 'Daniel K. Inouye International Airport', de: 'Flughafen Honolulu', fr: "Aéroport international d'Honolulu", es: 'Aeropuerto Internacional Daniel K. Inouye', it: 'Aeroporto Internazionale di Honolulu' },
  AKL: { en: 'Auckland Airport', de: 'Flughafen Auckland', fr: "Aéroport d'Auckland", es: 'Aeropuerto de Auckland', it: 'Aeroporto di Auckland' },
  TLV: { en: 'Ben Gurion Airport', de: 'Flughafen Ben Gurion', fr: 'Aéroport international Ben-Gourion', es: 'Aeropuerto Internacional Ben Gurión', it: 'Aeroporto di Tel Aviv-Ben Gurion', he: 'נמל התעופה בן-גוריון' },
  UPG: { en: 'Sultan Hasanuddin International Airport', de: 'Flughafen Makassar', fr: 'Aéroport international Sultan-Hasanuddin', es: 'Aeropuerto Internacional Sultán Hasanuddin', it: 'Aeroporto Internazionale Sultan Hasanuddin', id: 'Bandar Udara Internasional Sultan Hasanuddin' },
  BLR: { en: 'Kempegowda International Airport', de: 'Flughafen Bengaluru', fr: 'Aéroport international Kempegowda', es: 'Aeropuerto Internacional Kempegowda', it: 'Aeroporto Internazionale Kempegowda', kn: 'ಕೆಂಪೇಗೌಡ ಅಂತರರಾಷ್ಟ್ರೀಯ ವಿಮಾನ ನಿಲ್ದಾಣ', hi: 'केम्पेगौडा अंतरराष्ट्रीय हवाई अड्डा' },
  MAA: { en: 'Chennai International Airport', de: 'Flughafen Chennai', fr: 'Aéroport international de Chennai', es: 'Aeropuerto Internacional de Chennai', it: 'Aeroporto Internazionale di Chennai', ta: 'சென்னை பன்னாட்டு வானூர்தி நிலையம்', hi: 'चेन्नई अंतरराष्ट्रीय हवाई अड्डा' },
  HKT: { en: 'Phuket International Airport', de: 'Flughafen Phuket', fr: 'Aéroport international de Phuket', es: 'Aeropuerto Internacional de Phuket', it: 'Aeroporto Internazionale di Phuket', th: 'ท่าอากาศยานภูเก็ต' },
  KWI: { en: 'Kuwait International Airport', de: 'Flughafen Kuwait', fr: 'Aéroport international de Koweït', es: 'Aeropuerto Internacional de Kuwait', it: 'Aeroporto Internazionale del Kuwait', ar: 'مطار الكويت الدولي' },
  AYT: { en: 'Antalya Airport', de: 'Flughafen Antalya', fr: "Aéroport d'Antalya", es: 'Aeropuerto de Antalya', it: 'Aeroporto di Antalya', tr: 'Antalya Havalimanı' },
  PER: { en: 'Perth Airport', de: 'Flughafen Perth', fr: 'Aéroport de Perth', es: 'Aeropuerto de Perth', it: 'Aeroporto di Perth' },
  CCU: { en: 'Netaji Subhas Chandra Bose International Airport', de: 'Flughafen Kolkata', fr: 'Aéroport international Netaji-Subhas-Chandra-Bose', es: 'Aeropuerto Internacional Netaji Subhas Chandra Bose', it: 'Aeroporto Internazionale Netaji Subhas Chandra Bose', bn: 'নেতাজি সুভাষচন্দ্র বসু আন্তর্জাতিক বিমানবন্দর', hi: 'नेताजी सुभाष चंद्र बोस अंतरराष्ट्रीय हवाई अड्डा' },
  HYD: { en: 'Rajiv Gandhi International Airport', de: 'Flughafen Hyderabad', fr: 'Aéroport international Rajiv-Gandhi', es: 'Aeropuerto Internacional Rajiv Gandhi', it: 'Aeroporto Internazionale Rajiv Gandhi', te: 'రాజీవ్ గాంధీ అంతర్జాతీయ విమానాశ్రయం', hi: 'राजीव गांधी अंतरराष्ट्रीय हवाई अड्डा' },
  ESB: { en: 'Ankara Esenboğa Airport', de: 'Flughafen Ankara-Esenboğa', fr: "Aéroport d'Ankara-Esenboğa", es: 'Aeropuerto de Ankara-Esenboğa', it: 'Aeroporto di Ankara-Esenboğa', tr: 'Ankara Esenboğa Havalimanı' },
  MCT: { en: 'Muscat International Airport', de: 'Flughafen Maskat', fr: 'Aéroport international de Mascate', es: 'Aeropuerto Internacional de Mascate', it: 'Aeroporto Internazionale di Mascate', ar: 'مطار مسقط الدولي' },
  BAH: { en: 'Bahrain International Airport', de: 'Flughafen Bahrain', fr: 'Aéroport international de Bahreïn', es: 'Aeropuerto Internacional de Baréin', it: 'Aeroporto Internazionale del Bahrein', ar: 'مطار البحرين الدولي' },
  ADB: { en: 'İzmir Adnan Menderes Airport', de: 'Flughafen Izmir', fr: "Aéroport d'Izmir-Adnan-Menderes", es: 'Aeropuerto de Esmirna-Adnan Menderes', it: 'Aeroporto di Smirne-Adnan Menderes', tr: 'İzmir Adnan Menderes Havalimanı' },
  KNO: { en: 'Kualanamu International Airport', de: 'Flughafen Kualanamu', fr: 'Aéroport international de Kualanamu', es: 'Aeropuerto Internacional de Kualanamu', it: 'Aeroporto Internazionale di Kualanamu', id: 'Bandar Udara Internasional Kualanamu' },
  THR: { en: 'Mehrabad International Airport', de: 'Flughafen Teheran-Mehrabad', fr: 'Aéroport international de Téhéran-Mehrabad', es: 'Aeropuerto Internacional de Mehrabad', it: 'Aeroporto Internazionale di Teheran-Mehrabad', fa: 'فرودگاه بین‌المللی مهرآباد' },
  DMM: { en: 'King Fahd International Airport', de: 'Flughafen Dammam', fr: 'Aéroport international du Roi-Fahd', es: 'Aeropuerto Internacional Rey Fahd', it: 'Aeroporto Internazionale Re Fahd', ar: 'مطار الملك فهد الدولي' },
  CEB: { en: 'Mactan–Cebu International Airport', de: 'Flughafen Mactan-Cebu', fr: 'Aéroport international de Mactan-Cebu', es: 'Aeropuerto Internacional de Mactan-Cebú', it: 'Aeroporto Internazionale di Mactan-Cebu' },
  CMB: { en: 'Bandaranaike International Airport', de: 'Flughafen Colombo-Bandaranaike', fr: 'Aéroport international Bandaranaike', es: 'Aeropuerto Internacional Bandaranaike', it: 'Aeroporto Internazionale Bandaranaike', si: 'බණ්ඩාරනායක ජාත්‍යන්තර ගුවන්තොටුපළ', ta: 'பண்டாரநாயக்க சர்வதேச விமான நிலையம்' },
  MED: { en: 'Prince Mohammad bin Abdulaziz International Airport', de: 'Flughafen Medina', fr: 'Aéroport international Prince-Mohammed-bin-Abdulaziz', es: 'Aeropuerto Internacional Príncipe Mohammad bin Abdulaziz', it: 'Aeroporto Internazionale Principe Mohammad bin Abdulaziz', ar: 'مطار الأمير محمد بن عبدالعزيز الدولي' },
  CNX: { en: 'Chiang Mai International Airport', de: 'Flughafen Chiang Mai', fr: 'Aéroport international de Chiang Mai', es: 'Aeropuerto Internacional de Chiang Mai', it: 'Aeroporto Internazionale di Chiang Mai', th: 'ท่าอากาศยานเชียงใหม่' },
  SHJ: { en: 'Sharjah International Airport', de: 'Flughafen Schardscha', fr: 'Aéroport international de Charjah', es: 'Aeropuerto Internacional de Sharjah', it: 'Aeroporto Internazionale di Sharja', ar: 'مطار الشارقة الدولي' },
  BPN: { en: 'Sultan Aji Muhammad Sulaiman Sepinggan International Airport', de: 'Flughafen Balikpapan', fr: 'Aéroport international de Balikpapan', es: 'Aeropuerto de Balikpapan', it: 'Aeroporto di Balikpapan', id: 'Bandar Udara Internasional Sultan Aji Muhammad Sulaiman Sepinggan' },
  HLP: { en: 'Halim Perdanakusuma International Airport', de: 'Flughafen Jakarta-Halim Perdanakusuma', fr: 'Aéroport international Halim-Perdanakusuma', es: 'Aeropuerto Internacional Halim Perdanakusuma', it: 'Aeroporto Internazionale Halim Perdanakusuma', id: 'Bandar Udara Internasional Halim Perdanakusuma' },
  DAD: { en: 'Da Nang International Airport', de: 'Flughafen Đà Nẵng', fr: 'Aéroport international de Da Nang', es: 'Aeropuerto Internacional de Da Nang', it: 'Aeroporto Internazionale di Da Nang', vi: 'Cảng hàng không quốc tế Đà Nẵng' },
  DAC: { en: 'Hazrat Shahjalal International Airport', de: 'Flughafen Dhaka', fr: 'Aéroport international Hazrat-Shahjalal', es: 'Aeropuerto Internacional Hazrat Shahjalal', it: 'Aeroporto Internazionale Hazrat Shahjalal', bn: 'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর' },
  ADL: { en: 'Adelaide Airport', de: 'Flughafen Adelaide', fr: "Aéroport d'Adélaïde", es: 'Aeropuerto de Adelaida', it: 'Aeroporto di Adelaide' },
  AMM: { en: 'Queen Alia International Airport', de: 'Flughafen Amman', fr: 'Aéroport international Reine-Alia', es: 'Aeropuerto Internacional Reina Alia', it: 'Aeroporto Internazionale Regina Alia', ar: 'مطار الملكة علياء الدولي' },
  IKA: { en: 'Imam Khomeini International Airport', de: 'Flughafen Teheran-Imam Khomeini', fr: 'Aéroport international Imam-Khomeini', es: 'Aeropuerto Internacional Imán Jomeini', it: 'Aeroporto Internazionale Imam Khomeini', fa: 'فرودگاه بین‌المللی امام خمینی' },
  BEY: { en: 'Beirut–Rafic Hariri International Airport', de: 'Flughafen Beirut', fr: 'Aéroport international de Beyrouth - Rafic Hariri', es: 'Aeropuerto Internacional de Beirut-Rafic Hariri', it: 'Aeroporto Internazionale di Beirut-Rafic Hariri', ar: 'مطار رفيق الحريري الدولي' },
  BKI: { en: 'Kota Kinabalu International Airport', de: 'Flughafen Kota Kinabalu', fr: 'Aéroport international de Kota Kinabalu', es: 'Aeropuerto Internacional de Kota Kinabalu', it: 'Aeroporto Internazionale di Kota Kinabalu', ms: 'Lapangan Terbang Antarabangsa Kota Kinabalu' },
  RGN: { en: 'Yangon International Airport', de: 'Flughafen Yangon', fr: 'Aéroport international de Rangoun', es: 'Aeropuerto Internacional de Rangún', it: 'Aeroporto Internazionale di Yangon', my: 'ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်' },
  JOG: { en: 'Adisutjipto Airport', de: 'Flughafen Adisutjipto', fr: 'Aéroport Adisutjipto', es: 'Aeropuerto de Adisutjipto', it: 'Aeroporto di Yogyakarta-Adisutjipto', id: 'Bandar Udara Adisutjipto' },
  KHI: { en: 'Jinnah International Airport', de: 'Flughafen Karatschi', fr: 'Aéroport international Jinnah', es: 'Aeropuerto Internacional Jinnah', it: 'Aeroporto Internazionale Jinnah', ur: 'جناح بین الاقوامی ہوائی اڈا' },
  BTH: { en: 'Hang Nadim International Airport', de: 'Flughafen Batam', fr: 'Aéroport international Hang Nadim', es: 'Aeropuerto Internacional Hang Nadim', it: 'Aeroporto Internazionale Hang Nadim', id: 'Bandar Udara Internasional Hang Nadim' },
  COK: { en: 'Cochin International Airport', de: 'Flughafen Kochi', fr: 'Aéroport international de Cochin', es: 'Aeropuerto Internacional de Cochín', it: 'Aeroporto Internazionale di Kochi', ml: 'കൊച്ചി അന്താരാഷ്ട്ര വിമാനത്താവളം' },
  CHC: { en: 'Christchurch Airport', de: 'Flughafen Christchurch', fr: 'Aéroport international de Christchurch', es: 'Aeropuerto Internacional de Christchurch', it: 'Aeroporto Internazionale di Christchurch' },
  OGG: { en: 'Kahului Airport', de: 'Flughafen Kahului', fr: 'Aéroport de Kahului', es: 'Aeropuerto de Kahului', it: 'Aeroporto di Kahului' },
  PEN: { en: 'Penang International Airport', de: 'Flughafen Penang', fr: 'Aéroport international de Penang', es: 'Aeropuerto Internacional de Penang', it: 'Aeroporto Internazionale di Penang', ms: 'Lapangan Terbang Antarabangsa Pulau Pinang' },
  OOL: { en: 'Gold Coast Airport', de: 'Flughafen Gold Coast', fr: 'Aéroport de Gold Coast', es: 'Aeropuerto de Gold Coast', it: 'Aeroporto di Gold Coast' },
  MHD: { en: 'Mashhad Shahid Hasheminejad International Airport', de: 'Flughafen Maschhad', fr: 'Aéroport international de Mechhed', es: 'Aeropuerto Internacional de Mashhad', it: 'Aeroporto Internazionale di Mashhad', fa: 'فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد' },
  WLG: { en: 'Wellington International Airport', de: 'Flughafen Wellington', fr: 'Aéroport international de Wellington', es: 'Aeropuerto Internacional de Wellington', it: 'Aeroporto Internazionale di Wellington' },
  AMD: { en: 'Sardar Vallabhbhai Patel International Airport', de: 'Flughafen Ahmedabad', fr: 'Aéroport international Sardar-Vallabhbhai-Patel', es: 'Aeropuerto Internacional Sardar Vallabhbhai Patel', it: 'Aeroporto Internazionale Sardar Vallabhbhai Patel', gu: 'સરદાર વલ્લભભાઈ પટેલ આંતરરાષ્ટ્રીય હવાઈ મથક', hi: 'सरदार वल्लभभाई पटेल अंतरराष्ट्रीय हवाई अड्डा' },
  PLM: { en: 'Sultan Mahmud Badaruddin II International Airport', de: 'Flughafen Palembang', fr: 'Aéroport international Sultan-Mahmud-Badaruddin-II', es: 'Aeropuerto Internacional Sultán Mahmud Badaruddin II', it: 'Aeroporto Internazionale Sultan Mahmud Badaruddin II', id: 'Bandar Udara Internasional Sultan Mahmud Badaruddin II' },
  CNS: { en: 'Cairns Airport', de: 'Flughafen Cairns', fr: 'Aéroport de Cairns', es: 'Aeropuerto de Cairns', it: 'Aeroporto di Cairns' },
  ISB: { en: 'Islamabad International Airport', de: 'Flughafen Islamabad', fr: "Aéroport international d'Islamabad", es: 'Aeropuerto Internacional de Islamabad', it: 'Aeroporto Internazionale di Islamabad', ur: 'اسلام آباد بین الاقوامی ہوائی اڈا' },
  MLE: { en: 'Velana International Airport', de: 'Flughafen Malé', fr: 'Aéroport international Velana', es: 'Aeropuerto Internacional Velana', it: 'Aeroporto Internazionale Velana', dv: 'ވެލާނާ ބައިނަލްއަޤުވާމީ ވައިގެ ބަނދަރު' },
  KBV: { en: 'Krabi International Airport', de: 'Flughafen Krabi', fr: 'Aéroport international de Krabi', es: 'Aeropuerto Internacional de Krabi', it: 'Aeroporto Internazionale di Krabi', th: 'ท่าอากาศยานกระบี่' },
  KCH: { en: 'Kuching International Airport', de: 'Flughafen Kuching', fr: 'Aéroport international de Kuching', es: 'Aeropuerto Internacional de Kuching', it: 'Aeroporto Internazionale di Kuching', ms: 'Lapangan Terbang Antarabangsa Kuching' },
  ALA: { en: 'Almaty International Airport', de: 'Flughafen Almaty', fr: "Aéroport international d'Almaty", es: 'Aeropuerto Internacional de Almaty', it: 'Aeroporto Internazionale di Almaty', kk: 'Алматы халықаралық әуежайы', ru: 'Международный аэропорт Алматы' },
  LHE: { en: 'Allama Iqbal International Airport', de: 'Flughafen Lahore', fr: 'Aéroport international Allama-Iqbal', es: 'Aeropuerto Internacional Allama Iqbal', it: 'Aeroporto Internazionale Allama Iqbal', ur: 'علامہ اقبال بین الاقوامی ہوائی اڈا' },
  PDG: { en: 'Minangkabau International Airport', de: 'Flughafen Padang', fr: 'Aéroport international de Minangkabau', es: 'Aeropuerto Internacional de Minangkabau', it: 'Aeroporto Internazionale di Minangkabau', id: 'Bandar Udara Internasional Minangkabau' },
  LCA: { en: 'Larnaca International Airport', de: 'Flughafen Larnaka', fr: 'Aéroport international de Larnaca', es: 'Aeropuerto Internacional de Lárnaca', it: 'Aeroporto Internazionale di Larnaca', el: 'Διεθνής Αερολιμένας Λάρνακας' },
  CXR: { en: 'Cam Ranh International Airport', de: 'Flughafen Cam Ranh', fr: 'Aéroport international de Cam Ranh', es: 'Aeropuerto Internacional de Cam Ranh', it: 'Aeroporto Internazionale di Cam Ranh', vi: 'Cảng hàng không quốc tế Cam Ranh' },
  // ADA (rank 339, Adana Şakirpaşa): not a passenger airport today. Its last airline flight left
  // on 11 August 2024, when Çukurova International Airport (between Adana and Mersin) took over
  // all its routes; Şakirpaşa is kept for general aviation and training. No entry.
};

// German Wikipedia titles six of these airports with their English name (checked: DEL, DOH, MNL,
// AMM, MHD, SYD), so their German names here follow the German pattern "Flughafen <Stadt>".
//
// Titles not known; the language's pattern ("Flughafen <Stadt>" or "Flughafen <Stadt>-<Name>",
// "Aéroport (international) de <ville>" or "Aéroport international <Nom>", "Aeropuerto
// (Internacional) de <ciudad>" or "Aeropuerto Internacional <Nombre>", "Aeroporto (Internazionale)
// di <città>" or "Aeroporto Internazionale <Nome>"), with the airport's own name untranslated:
//   de: SYD DEL DOH MNL RUH SUB UPG HYD ESB KNO DMM CEB CMB MED BPN HLP DAD DAC AMM BKI JOG KHI BTH
//       COK OGG OOL MHD AMD PLM ISB MLE KBV KCH LHE PDG CXR
//   fr: SYD JED RUH AUH SUB DPS HNL UPG BLR MAA CCU HYD KNO DMM CEB CMB MED CNX SHJ BPN HLP DAD DAC
//       ADL BKI JOG KHI BTH COK CHC OGG PEN OOL MHD WLG AMD PLM CNS ISB MLE KBV KCH ALA LHE PDG CXR
//   es: SIN JED RUH AUH SUB DPS HAN UPG BLR MAA HKT KWI CCU HYD ESB MCT BAH ADB KNO THR DMM CEB CMB
//       MED CNX SHJ BPN HLP DAD DAC ADL BKI RGN JOG KHI BTH COK CHC OGG PEN OOL WLG AMD PLM CNS ISB
//       MLE KBV KCH ALA LHE PDG CXR
//   it: JED AUH SUB DPS HAN HNL UPG BLR MAA HKT KWI CCU HYD ESB MCT BAH ADB KNO DMM CEB CMB MED CNX
//       SHJ BPN HLP DAD DAC BKI RGN JOG BTH COK CHC OGG PEN OOL WLG AMD PLM CNS ISB KBV KCH ALA LHE
//       PDG CXR
