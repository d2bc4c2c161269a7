// Hand-written OpenTravelData fixtures, in the published `^` layouts (full) and the English
// extract's layouts (english): a few rows each covering every location type, a retired code, a
// city with several airports, non-Latin names, `^`/`|`/`=` edge cases and a malformed row. Kept as
// code and written to a temporary directory when a test needs them, so the repository holds no
// data files in a third party's layout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type OptdFixtureLayout = 'full' | 'english';

const FILES: Record<OptdFixtureLayout, Record<string, readonly string[]>> = {
  full: {
    'optd_aircraft.csv': [
      "iata_code^manufacturer^model^iata_group^iata_category^icao_code^nb_engines^aircraft_type",
      "32N^Airbus^A320-200 Neo^32S^2J^A20N^2^J",
      "77W^Boeing^777-300ER^777^2J^B77W^2^J",
      "146^BAe^146^^^^^",
      "19D^Airbus^A319^^^^^",
      "142^BAe^BAE Systems 146-200 Passenger^146^4J^B462^4^J",
      "TRN^Surface Equipment^Train^TRN^S^0000^^S",
      "7X^Boeing^Bad^^^^^",
    ],
    'optd_airline_por.csv': [
      "airline_code^apt_org^apt_dst^flt_freq",
      "AF^CDG^NRT^60",
      "AF^NRT^CDG^60",
      "HM^MCM^NCE^900",
    ],
    'optd_airlines.csv': [
      "pk^env_id^validity_from^validity_to^3char_code^2char_code^num_code^name^name2^alliance_code^alliance_status^type^wiki_link^flt_freq^alt_names^bases^key^version^parent_pk_list^successor_pk_list",
      "air-air-france-v1^^1933-10-07^^AFR^AF^57^Air France^^SkyTeam^Member^^^200000^en|Air France|^CDG^air-air-france^1^^",
      "air-heli-air-monaco-v1^^1976-01-01^^MCM^YO^0^Heli Air Monaco^^^^^^900^^MCM^air-heli-air-monaco^1^^",
      "air-old-v1^1^1990-01-01^2010-01-01^OLD^OL^0^Old Airways^^^^^^^^^air-old^1^^",
      "air-icao-only-v1^^2000-01-01^^ICX^^0^ICAO Only Air^^^^^^^^^air-icao-only^1^^",
    ],
    'optd_countries.csv': [
      "iso_2char_code^iso_3char_code^iso_num_code^fips^name^cptl^area^pop^cont_code^tld^ccy_code^ccy_name^tel_pfx^zip_fmt^lang_code_list^geo_id^ngbr_ctry_code_list",
      "AE^ARE^784^AE^United Arab Emirates^Abu Dhabi^82880^9630959^AS^.ae^AED^Dirham^971^^ar-AE^290557^SA=OM",
      "AU^AUS^036^AS^Australia^Canberra^7686850^24992369^OC^.au^AUD^Dollar^61^####^en-AU^2077456^",
      "BE^BEL^056^BE^Belgium^Brussels^30510^11422068^EU^.be^EUR^Euro^32^####^nl-BE^2802361^FR=DE",
      "DE^DEU^276^GM^Germany^Berlin^357021^82927922^EU^.de^EUR^Euro^49^#####^de^2921044^CH=PL",
      "FR^FRA^250^FR^France^Paris^547030^66987244^EU^.fr^EUR^Euro^33^#####^fr-FR^3017382^CH=DE",
      "JP^JPN^392^JA^Japan^Tokyo^377835^126529100^AS^.jp^JPY^Yen^81^###-####^ja^1861060^",
      "MC^MCO^492^MN^Monaco^Monaco^1.95^38682^EU^.mc^EUR^Euro^377^#####^fr-MC^2993457^FR",
      "PF^PYF^258^FP^French Polynesia^Papeete^4167^277679^OC^.pf^XPF^Franc^689^^fr-PF^4030656^",
      "RU^RUS^643^RS^Russia^Moscow^17100000^144478050^EU^.ru^RUB^Ruble^7^######^ru^2017370^",
      "TD^TCD^148^CD^Chad^N'Djamena^1284000^15477751^AF^.td^XAF^Franc^235^^fr-TD^2434508^",
      "US^USA^840^US^United States^Washington^9629091^327167434^NA^.us^USD^Dollar^1^#####^en-US^6252001^CA=MX",
      "IT^ITA^380^IT^Italy^Rome^301230^60431283^EU^.it^EUR^Euro^39^#####^it-IT^3175395^CH=FR",
      "F1^XXX^000^XX^Bad Code^^0^0^EU^^^^^^^0^",
    ],
    'optd_por_best_known_so_far.csv': [
      "pk^iata_code^latitude^longitude^city_code^date_from",
      "CDG-A-6269554^CDG^49.012779^2.55^PAR^",
      "ORY-A-2988500^ORY^48.72333^2.37944^PAR^",
      "PAR-C-2988507^PAR^48.85341^2.3488^PAR^",
      "XPG-R-2990128^XPG^48.88023^2.35498^PAR^",
      "ZYR-R-6948597^ZYR^50.8348^4.33653^BRU^",
      "NRT-A-6300307^NRT^35.76472^140.38639^TYO^",
      "HND-A-6300412^HND^35.552258^139.779694^TYO^",
      "BRU-A-6296486^BRU^50.90139^4.48444^BRU^",
      "BRU-C-2800866^BRU^50.85045^4.34878^BRU^",
      "XXQ-A-12345^XXQ^12.5^abc^XXQ^",
    ],
    'optd_por_no_longer_valid.csv': [
      "iata_code^icao_code^faa_code^is_geonames^geoname_id^envelope_id^name^asciiname^latitude^longitude^fclass^fcode^page_rank^date_from^date_until^comment^country_code^cc2^country_name^continent_name^adm1_code^adm1_name_utf^adm1_name_ascii^adm2_code^adm2_name_utf^adm2_name_ascii^adm3_code^adm4_code^population^elevation^gtopo30^timezone^gmt_offset^dst_offset^raw_offset^moddate^city_code_list^city_name_list^city_detail_list|country_code|state_code^tvl_por_list^state_code^location_type^wiki_link^alt_name_section^wac^wac_name^ccy_code^unlc_list^uic_list^geoname_lat^geoname_lon",
      "SXF^EDDB^^^3208733^^Berlin Schönefeld Airport^^52.380001^13.5225^^^^^2020-10-25^Closed when BER opened^DE^^^^^^^^^^^^^^^Europe/Berlin^^^^^BER^^^^^A^^de|Flughafen Berlin-Schönefeld|^^^^^^^",
      "DNM^YSHK^^^7730274^^Shark Bay Airport^^-25.88937^113.57554^^^^^2099-12-31^^AU^^^^^^^^^^^^^^^Australia/Perth^^^^^DNM^^^^^CA^^en|Shark Bay Airport|^^^^^^^",
      "^WRLM^^^8531915^^Malinau Airport^^3.57604^116.62047^^^^^2018-08-31^^ID^^^^^^^^^^^^^^^Asia/Makassar^^^^^^^^^^A^^^^^^^^^",
    ],
    'optd_por_public.csv': [
      "iata_code^icao_code^faa_code^is_geonames^geoname_id^envelope_id^name^asciiname^latitude^longitude^fclass^fcode^page_rank^date_from^date_until^comment^country_code^cc2^country_name^continent_name^adm1_code^adm1_name_utf^adm1_name_ascii^adm2_code^adm2_name_utf^adm2_name_ascii^adm3_code^adm4_code^population^elevation^gtopo30^timezone^gmt_offset^dst_offset^raw_offset^moddate^city_code_list^city_name_list^city_detail_list|country_code|state_code^tvl_por_list^state_code^location_type^wiki_link^alt_name_section^wac^wac_name^ccy_code^unlc_list^uic_list^geoname_lat^geoname_lon",
      "CDG^LFPG^^^6269554^^Paris Charles de Gaulle Airport^^49.01278^2.55^^^^^^^FR^^^^^^^^^^^^^^^Europe/Paris^^^^^PAR^Paris^^^^A^^en|Paris Charles de Gaulle Airport|=fr|Roissy|s=fr|Aéroport de Paris-Charles-de-Gaulle|p=de|Flughafen Paris-Charles-de-Gaulle|=wkdt|Q90455|=iata|CDG|=|Roissy-en-France|=^^^^^^^",
      "ORY^LFPO^^^2988500^^Paris Orly Airport^^^^^^^^^^FR^^^^^^^^^^^^^^^Europe/Paris^^^^^PAR^Paris^^^^A^^en|Orly Airport|h=en|Paris Orly Airport|p=ja|パリ＝オルリー空港|=fr||=ru|Аэропорт Орли|^^^^^^^",
      "PAR^^^^2988507^^Paris^^48.85341^2.3488^^^^^^^FR^^^^^^^^^^^^^^^Europe/Paris^^^^^PAR^Paris^^^^C^^en|Paris|p=ja|パリ|=ru|Париж|=ar|باريس|=fr|Paris|=post|75000|=link|https://en.wikipedia.org/wiki/Paris|^^^^^^^",
      "XPG^^^^2990128^^Gare du Nord^^48.88023^2.35498^^^^^^^FR^^^^^^^^^^^^^^^Europe/Paris^^^^^PAR^Paris^^^^R^^en|Paris Gare du Nord|p=fr|Gare de Paris-Nord|^^^^^^^",
      "LHR^EGLL^^Y^2647216^^London Heathrow Airport^only^a^few^fields",
      "NRT^RJAA^^^6300307^^Narita International Airport^^35.76472^140.38639^^^^^^^JP^^^^^^^^^^^^^^^Asia/Tokyo^^^^^TYO^Tokyo^^^^A^^ja|成田国際空港|p=ja|新東京国際空港|h=en|Narita International Airport|^^^^^^^",
      "TYO^^^^1850147^^Tokyo^^35.6895^139.69171^^^^^^^JP^^^^^^^^^^^^^^^Asia/Tokyo^^^^^TYO^Tokyo^^^^C^^ja|東京|p=ja|東京都|=en|Tokyo|^^^^^^^",
      "SVO^UUEE^^^494811^^Sheremetyevo International Airport^^55.97264^37.41459^^^^^^^RU^^^^^^^^^^^^^^^Europe/Moscow^^^^^MOW^Moscow^^^^A^^ru|Международный аэропорт Шереметьево|p=en|Sheremetyevo International Airport|^^^^^^^",
      "LGW^^^^6296599^^London Gatwick Airport^^51.1x^-0.19^^^^^^^GB^^^^^^^^^^^^^^^Europe/London^^^^^LON^^^^^A^^^^^^^^^",
      "DXB^OMDB^^^292223^^Dubai International Airport^^25.25278^55.36444^^^^^^^AE^^^^^^^^^^^^^^^^^^^^DXB^^^^^CA^^ar|مطار دبي الدولي|=en|Dubai International Airport|^^^^^^^",
      "AAA^^^^6947726^^Anaa Airport^^-17.352606^-145.509956^^^^^^^PF^^^^^^^^^^^^^^^^^^^^AAA^^^^^CA^^^^^^^^^",
      "C1G^^^^1^^Bad Code Airport^^1^1^^^^^^^FR^^^^^^^^^^^^^^^^^^^^^^^^^A^^^^^^^^^",
      "TXL^EDDT^^^3208806^^Berlin Tegel Airport^^52.55969^13.28771^^^^^2020-11-08^^DE^^^^^^^^^^^^^^^Europe/Berlin^^^^^BER^^^^^A^^en|Berlin Tegel Airport|p^^^^^^^",
      "SXF^EDDB^^^3208733^^Berlin Schönefeld Airport^^52.380001^13.5225^^^^^^^DE^^^^^^^^^^^^^^^Europe/Berlin^^^^^BER^^^^^A^^de|Flughafen Berlin-Schönefeld|^^^^^^^",
      "BER^EDDB^^^8181624^^Berlin Brandenburg Airport^^52.36213^13.50168^^^^2020-10-31^^^DE^^^^^^^^^^^^^^^Europe/Berlin^^^^^BER^^^^^A^^en|Berlin Brandenburg Airport|p=en|Berlin Willy Brandt Airport|=de|Flughafen Berlin Brandenburg|^^^^^^^",
      "BER^^^^2950159^^Berlin^^52.52437^13.41053^^^^^^^DE^^^^^^^^^^^^^^^Europe/Berlin^^^^^BER^^^^^C^^de|Berlin|=en|Berlin|=ru|Берлин|^^^^^^^",
      "MCM^^^^6299728^^Monaco Heliport^^43.72568^7.41948^^^^^^^MC^^^^^^^^^^^^^^^Europe/Monaco^^^^^MCM^^^^^CH^^fr|Héliport de Monaco|^^^^^^^",
      "JRA^^^^5122732^^West 30th Street Heliport^^40.75453^-74.00717^^^^^^^US^^^^^^^^^^^^^^^America/New_York^^^^^NYC^^^^^H^^^^^^^^^",
      "QBX^^^^0^^Testville Bus Station^^47.1^3.2^^^^^^^FR^^^^^^^^^^^^^^^Europe/Paris^^^^^QBX^^^^^B^^^^^^^^^",
      "TFC^^^^2522975^^Taormina^^37.85^15.28^^^^^^^IT^^^^^^^^^^^^^^^Europe/Rome^^^^^TFC^^^^^P^^^^^^^^^",
      "QSP^^^^0^^Reserved Network Service Code^^34.16^-118.33^^^^^^^US^^^^^^^^^^^^^^^America/Los_Angeles^^^^^^^^^^O^^^^^^^^^",
      "NWA^^^^99999901^^Future International Airport^^10.5^20.5^^^^2099-01-01^^^TD^^^^^^^^^^^^^^^Africa/Ndjamena^^^^^NWA^^^^^A^^^^^^^^^",
      "ZZM^^^^99999902^^Mars Base Airport^^1.5^2.5^^^^^^^FR^^^^^^^^^^^^^^^Mars/Olympus_Mons^^^^^ZZM^^^^^A^^^^^^^^^",
    ],
    'optd_por_tz.csv': [
      "iata_code^tz",
      "DXB^Asia/Dubai",
      "ZZM^Europe/Paris",
    ],
  },
  english: {
    'optd_airline_por.csv': [
      "airline_code^apt_org^apt_dst^flt_freq",
      "BA^LHR^GVA^300",
      "BA^GVA^LHR^300",
      "EW^BER^LGW^120",
      "A3^ZAK^ATH^10",
    ],
    'optd_por_best_known_so_far.csv': [
      "pk^iata_code^latitude^longitude^city_code^date_from",
      "LHR-A-2647216^LHR^51.4775^-0.461389^LON^",
      "LGW-A-6296599^LGW^51.148056^-0.190278^LON^",
      "LON-C-2643743^LON^51.50853^-0.12574^LON^",
      "GVA-A-2660644^GVA^46.23806^6.10895^GVA^",
      "GVA-C-2660646^GVA^46.20222^6.14569^GVA^",
      "TXL-A-3208806^TXL^52.55969^13.28771^BER^",
      "BER-A-8181624^BER^52.36213^13.50168^BER^",
      "BER-C-2950159^BER^52.52437^13.41053^BER^",
      "RMO-A-6299776^RMO^46.92778^28.93083^RMO^2024-01-18",
      "XPG-R-2990128^XPG^48.88023^2.35498^PAR^",
      "PAR-C-2988507^PAR^48.85341^2.3488^PAR^",
      "APE-R-8288150^APE^45.55435^6.6486^APE^2026-01-01",
      "XCB-CB-3000002^XCB^47.3^5.1^XCB^",
      "ZAK-C-251280^ZAK^37.78^20.9^ZAK^",
    ],
    'optd_por_public_en.csv': [
      "LHR;A;GB;http://geonames.org/2647216 ;0.81;London Heathrow Airport;London Heathrow Airport;en;Heathrow Airport=Heathrow|s=London Heathrow Airport|p",
      "LGW;A;GB;http://geonames.org/6296599 ;0.52;London Gatwick Airport;London Gatwick Airport;en;",
      "GVA;A;CH;http://geonames.org/2660644 ;0.15;Aéroport Genève-Cointrin;Aeroport Geneve-Cointrin;en;Geneva Airport=Geneva International Airport|p=",
      "TXL;A;DE;http://geonames.org/3208806 ;0.19;Berlin Tegel Airport;Berlin Tegel Airport;en;Berlin Tegel Airport|p",
      "BER;A;DE;http://geonames.org/8181624 ;0.02;Berlin Brandenburg Airport;Berlin Brandenburg Airport;en;Berlin Brandenburg Airport|p=Berlin Willy Brandt Airport",
      "KIV;A;MD;http://geonames.org/6299776 ;0.03;Chişinău International Airport;Chisinau International Airport;en;Chișinău International Airport",
      "BAD;A;FR;http://geonames.org/1 ;0.01;Only Five",
      "OLD;A;FR;http://geonames.org/3000001 ;;Old Field Airport;Old Field Airport;en;",
      "APE;CA;PE;http://geonames.org/0 ;;San Juan Aposento PE;San Juan Aposento PE;en;",
      "XCB;CB;FR;http://geonames.org/3000002 ;;Testbourg;Testbourg;en;Testbourg Gare Routiere|p",
      "ZAK;A;GR;http://geonames.org/6299516 ;0.01;Zakinthos Airport;Zakinthos Airport;en;",
    ],
    'optd_por_ref.csv': [
      "iata_code^loc_type^cty_code^state_code^ctry_code^lat^lon",
      "GVA^A^GVA^^CH^46.2381^6.10895",
      "ZAK^CA^ZAK^^GR^37.75^20.88",
      "XCB^CB^XCB^^FR^47.3^5.1",
    ],
  },
};

/** Writes the fixture files of one layout into a new temporary directory and returns it. */
export function writeOptdFixture(layout: OptdFixtureLayout): string {
  const root = mkdtempSync(join(tmpdir(), 'skyref-optd-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, layout);
  mkdirSync(dir);
  for (const [name, lines] of Object.entries(FILES[layout])) writeFileSync(join(dir, name), lines.map((l) => `${l}\n`).join(''));
  return dir;
}
