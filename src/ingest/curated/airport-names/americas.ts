// Curated facts: the names of the busiest airports of the Americas (issue 46: the region's rows of
// the 300 busiest airports by weekly seats) in English, German, French, Spanish and Italian, and in
// Portuguese for Brazil's, the one local language of the region that is none of the five.
//
// How it was checked: written from the author's knowledge of each airport's article titles in the
// five Wikipedias and of its operator's name for it, not copied from any list. Uncertain names were
// spot-checked with 50 text searches of stored public web pages (copies of those Wikipedia articles,
// mostly); they corrected 23 names (among them de Bogotá, Caracas, Panama–Tocumen, Rio–Antônio
// Carlos Jobim; it Bogotà, Ezeiza, Guarulhos, Galeão, Brasilia, Fortaleza, Santiago, Chicago-O'Hare;
// en Belo Horizonte, Porto Alegre, San Jose; fr Montréal, Newark, New York - John-F.-Kennedy).
// Then a throwaway script checked that every airport of the region's list has an entry, in its
// order, each with all five core languages first; that no name under de, fr, es or it holds
// "Airport", "International" or "Airfield"; that no name is empty or has a double space; and that
// the local keys are ISO 639-1 codes.
//
// What the names are: en is the English Wikipedia article's title without its disambiguation
// (with its en dashes: "Seattle–Tacoma"). fr, es and it are their Wikipedias' titles where known.
// de is the German pattern ("Flughafen Atlanta", "Flughafen New York-John F. Kennedy") for the
// airports of the United States and Canada, because the German Wikipedia titles those by their
// English names ("Hartsfield–Jackson Atlanta International Airport"), which are no German names.
// Where a language's title is not known its pattern stands, the airport's proper name untranslated;
// those codes are listed at the end of the file. pt is the airport's official name (operator, ANAC).
import type { AirportNameSet } from './airport-name-set.js';

export const AMERICAS_AIRPORT_NAMES: Readonly<Record<string, AirportNameSet>> = {
  ATL: { en: 'Hartsfield–Jackson Atlanta International Airport', de: 'Flughafen Atlanta', fr: "Aéroport international Hartsfield-Jackson d'Atlanta", es: 'Aeropuerto Internacional Hartsfield-Jackson', it: 'Aeroporto Internazionale di Atlanta-Hartsfield-Jackson' },
  LAX: { en: 'Los Angeles International Airport', de: 'Flughafen Los Angeles', fr: 'Aéroport international de Los Angeles', es: 'Aeropuerto Internacional de Los Ángeles', it: 'Aeroporto Internazionale di Los Angeles' },
  ORD: { en: "O'Hare International Airport", de: 'Flughafen Chicago-O’Hare', fr: "Aéroport international O'Hare de Chicago", es: "Aeropuerto Internacional O'Hare", it: "Aeroporto Internazionale di Chicago-O'Hare" },
  DFW: { en: 'Dallas Fort Worth International Airport', de: 'Flughafen Dallas/Fort Worth', fr: 'Aéroport international de Dallas-Fort Worth', es: 'Aeropuerto Internacional de Dallas-Fort Worth', it: 'Aeroporto Internazionale di Dallas-Fort Worth' },
  JFK: { en: 'John F. Kennedy International Airport', de: 'Flughafen New York-John F. Kennedy', fr: 'Aéroport international de New York - John-F.-Kennedy', es: 'Aeropuerto Internacional John F. Kennedy', it: 'Aeroporto Internazionale John F. Kennedy' },
  DEN: { en: 'Denver International Airport', de: 'Flughafen Denver', fr: 'Aéroport international de Denver', es: 'Aeropuerto Internacional de Denver', it: 'Aeroporto Internazionale di Denver' },
  SFO: { en: 'San Francisco International Airport', de: 'Flughafen San Francisco', fr: 'Aéroport international de San Francisco', es: 'Aeropuerto Internacional de San Francisco', it: 'Aeroporto Internazionale di San Francisco' },
  YYZ: { en: 'Toronto Pearson International Airport', de: 'Flughafen Toronto-Pearson', fr: 'Aéroport international Pearson de Toronto', es: 'Aeropuerto Internacional Toronto Pearson', it: 'Aeroporto Internazionale di Toronto-Pearson' },
  CLT: { en: 'Charlotte Douglas International Airport', de: 'Flughafen Charlotte', fr: 'Aéroport international de Charlotte-Douglas', es: 'Aeropuerto Internacional de Charlotte-Douglas', it: 'Aeroporto Internazionale di Charlotte-Douglas' },
  LAS: { en: 'Harry Reid International Airport', de: 'Flughafen Las Vegas', fr: 'Aéroport international Harry-Reid', es: 'Aeropuerto Internacional Harry Reid', it: 'Aeroporto Internazionale di Las Vegas-Harry Reid' },
  SEA: { en: 'Seattle–Tacoma International Airport', de: 'Flughafen Seattle-Tacoma', fr: 'Aéroport international de Seattle-Tacoma', es: 'Aeropuerto Internacional de Seattle-Tacoma', it: 'Aeroporto Internazionale di Seattle-Tacoma' },
  PHX: { en: 'Phoenix Sky Harbor International Airport', de: 'Flughafen Phoenix', fr: 'Aéroport international Sky Harbor de Phoenix', es: 'Aeropuerto Internacional de Phoenix-Sky Harbor', it: 'Aeroporto Internazionale di Phoenix-Sky Harbor' },
  MIA: { en: 'Miami International Airport', de: 'Flughafen Miami', fr: 'Aéroport international de Miami', es: 'Aeropuerto Internacional de Miami', it: 'Aeroporto Internazionale di Miami' },
  EWR: { en: 'Newark Liberty International Airport', de: 'Flughafen Newark', fr: 'Aéroport international Liberty de Newark', es: 'Aeropuerto Internacional Libertad de Newark', it: 'Aeroporto Internazionale di Newark-Liberty' },
  IAH: { en: 'George Bush Intercontinental Airport', de: 'Flughafen Houston-George Bush', fr: 'Aéroport intercontinental George-Bush de Houston', es: 'Aeropuerto Intercontinental George Bush', it: 'Aeroporto Intercontinentale di Houston-George Bush' },
  MCO: { en: 'Orlando International Airport', de: 'Flughafen Orlando', fr: "Aéroport international d'Orlando", es: 'Aeropuerto Internacional de Orlando', it: 'Aeroporto Internazionale di Orlando' },
  MSP: { en: 'Minneapolis–Saint Paul International Airport', de: 'Flughafen Minneapolis/Saint Paul', fr: 'Aéroport international de Minneapolis-Saint Paul', es: 'Aeropuerto Internacional de Minneapolis-Saint Paul', it: 'Aeroporto Internazionale di Minneapolis-Saint Paul' },
  BOS: { en: 'Logan International Airport', de: 'Flughafen Boston', fr: 'Aéroport international Logan de Boston', es: 'Aeropuerto Internacional Logan', it: 'Aeroporto Internazionale di Boston-Logan' },
  DTW: { en: 'Detroit Metropolitan Airport', de: 'Flughafen Detroit', fr: 'Aéroport métropolitain de Détroit', es: 'Aeropuerto Metropolitano de Detroit', it: 'Aeroporto Metropolitano di Detroit-Wayne County' },
  MEX: { en: 'Mexico City International Airport', de: 'Flughafen Mexiko-Stadt', fr: 'Aéroport international de Mexico', es: 'Aeropuerto Internacional de la Ciudad de México', it: 'Aeroporto Internazionale di Città del Messico' },
  GRU: { en: 'São Paulo/Guarulhos International Airport', de: 'Flughafen São Paulo-Guarulhos', fr: 'Aéroport international de São Paulo-Guarulhos', es: 'Aeropuerto Internacional de São Paulo-Guarulhos', it: 'Aeroporto di San Paolo-Guarulhos-Governatore André Franco Montoro', pt: 'Aeroporto Internacional de São Paulo/Guarulhos – Governador André Franco Montoro' },
  LGA: { en: 'LaGuardia Airport', de: 'Flughafen New York-LaGuardia', fr: 'Aéroport LaGuardia', es: 'Aeropuerto LaGuardia', it: 'Aeroporto di New York-LaGuardia' },
  PHL: { en: 'Philadelphia International Airport', de: 'Flughafen Philadelphia', fr: 'Aéroport international de Philadelphie', es: 'Aeropuerto Internacional de Filadelfia', it: 'Aeroporto Internazionale di Filadelfia' },
  FLL: { en: 'Fort Lauderdale–Hollywood International Airport', de: 'Flughafen Fort Lauderdale-Hollywood', fr: 'Aéroport international de Fort Lauderdale-Hollywood', es: 'Aeropuerto Internacional de Fort Lauderdale-Hollywood', it: 'Aeroporto Internazionale di Fort Lauderdale-Hollywood' },
  BOG: { en: 'El Dorado International Airport', de: 'Flughafen Bogotá', fr: 'Aéroport international El Dorado', es: 'Aeropuerto Internacional El Dorado', it: 'Aeroporto di Bogotà-El Dorado' },
  BWI: { en: 'Baltimore/Washington International Airport', de: 'Flughafen Baltimore-Washington', fr: 'Aéroport international de Baltimore-Washington', es: 'Aeropuerto Internacional de Baltimore-Washington', it: 'Aeroporto Internazionale di Baltimora-Washington' },
  YVR: { en: 'Vancouver International Airport', de: 'Flughafen Vancouver', fr: 'Aéroport international de Vancouver', es: 'Aeropuerto Internacional de Vancouver', it: 'Aeroporto Internazionale di Vancouver' },
  DCA: { en: 'Ronald Reagan Washington National Airport', de: 'Flughafen Washington-Ronald Reagan', fr: 'Aéroport national Ronald-Reagan de Washington', es: 'Aeropuerto Nacional Ronald Reagan de Washington', it: 'Aeroporto Nazionale di Washington-Ronald Reagan' },
  SLC: { en: 'Salt Lake City International Airport', de: 'Flughafen Salt Lake City', fr: 'Aéroport international de Salt Lake City', es: 'Aeropuerto Internacional de Salt Lake City', it: 'Aeroporto Internazionale di Salt Lake City' },
  MDW: { en: 'Chicago Midway International Airport', de: 'Flughafen Chicago-Midway', fr: 'Aéroport international Midway de Chicago', es: 'Aeropuerto Internacional Midway de Chicago', it: 'Aeroporto Internazionale di Chicago-Midway' },
  IAD: { en: 'Dulles International Airport', de: 'Flughafen Washington-Dulles', fr: 'Aéroport international de Washington-Dulles', es: 'Aeropuerto Internacional de Washington-Dulles', it: 'Aeroporto Internazionale di Washington-Dulles' },
  CGH: { en: 'São Paulo–Congonhas Airport', de: 'Flughafen São Paulo-Congonhas', fr: 'Aéroport de São Paulo-Congonhas', es: 'Aeropuerto de Congonhas', it: 'Aeroporto di San Paolo-Congonhas', pt: 'Aeroporto de São Paulo/Congonhas – Deputado Freitas Nobre' },
  SAN: { en: 'San Diego International Airport', de: 'Flughafen San Diego', fr: 'Aéroport international de San Diego', es: 'Aeropuerto Internacional de San Diego', it: 'Aeroporto Internazionale di San Diego' },
  SCL: { en: 'Arturo Merino Benítez International Airport', de: 'Flughafen Santiago de Chile', fr: 'Aéroport international Arturo-Merino-Benítez', es: 'Aeropuerto Internacional Arturo Merino Benítez', it: 'Aeroporto Internazionale Comodoro Arturo Merino Benítez' },
  CUN: { en: 'Cancún International Airport', de: 'Flughafen Cancún', fr: 'Aéroport international de Cancún', es: 'Aeropuerto Internacional de Cancún', it: 'Aeroporto Internazionale di Cancún' },
  PDX: { en: 'Portland International Airport', de: 'Flughafen Portland', fr: 'Aéroport international de Portland', es: 'Aeropuerto Internacional de Portland', it: 'Aeroporto Internazionale di Portland' },
  YUL: { en: 'Montréal–Trudeau International Airport', de: 'Flughafen Montreal-Trudeau', fr: 'Aéroport international Pierre-Elliott-Trudeau de Montréal', es: 'Aeropuerto Internacional de Montreal-Trudeau', it: 'Aeroporto Internazionale di Montréal-Pierre Elliott Trudeau' },
  TPA: { en: 'Tampa International Airport', de: 'Flughafen Tampa', fr: 'Aéroport international de Tampa', es: 'Aeropuerto Internacional de Tampa', it: 'Aeroporto Internazionale di Tampa' },
  YYC: { en: 'Calgary International Airport', de: 'Flughafen Calgary', fr: 'Aéroport international de Calgary', es: 'Aeropuerto Internacional de Calgary', it: 'Aeroporto Internazionale di Calgary' },
  LIM: { en: 'Jorge Chávez International Airport', de: 'Flughafen Lima', fr: 'Aéroport international Jorge-Chávez', es: 'Aeropuerto Internacional Jorge Chávez', it: 'Aeroporto Internazionale Jorge Chávez' },
  PTY: { en: 'Tocumen International Airport', de: 'Flughafen Panama–Tocumen', fr: 'Aéroport international de Tocumen', es: 'Aeropuerto Internacional de Tocumen', it: 'Aeroporto Internazionale di Tocumen' },
  DAL: { en: 'Dallas Love Field', de: 'Flughafen Dallas-Love Field', fr: 'Aéroport Love Field de Dallas', es: 'Aeropuerto Love Field de Dallas', it: 'Aeroporto di Dallas-Love Field' },
  GIG: { en: 'Rio de Janeiro/Galeão International Airport', de: 'Flughafen Rio de Janeiro–Antônio Carlos Jobim', fr: 'Aéroport international de Rio de Janeiro-Galeão', es: 'Aeropuerto Internacional de Río de Janeiro-Galeão', it: 'Aeroporto di Rio de Janeiro-Galeão-Antônio Carlos Jobim', pt: 'Aeroporto Internacional do Rio de Janeiro/Galeão – Antonio Carlos Jobim' },
  BSB: { en: 'Brasília International Airport', de: 'Flughafen Brasília', fr: 'Aéroport international de Brasilia', es: 'Aeropuerto Internacional de Brasilia', it: 'Aeroporto di Brasilia-Presidente Juscelino Kubitschek', pt: 'Aeroporto Internacional de Brasília – Presidente Juscelino Kubitschek' },
  STL: { en: 'St. Louis Lambert International Airport', de: 'Flughafen St. Louis', fr: 'Aéroport international Lambert de Saint-Louis', es: 'Aeropuerto Internacional Lambert-San Luis', it: 'Aeroporto Internazionale di St. Louis-Lambert' },
  HOU: { en: 'William P. Hobby Airport', de: 'Flughafen Houston-Hobby', fr: 'Aéroport William-P.-Hobby', es: 'Aeropuerto William P. Hobby', it: 'Aeroporto di Houston-William P. Hobby' },
  BNA: { en: 'Nashville International Airport', de: 'Flughafen Nashville', fr: 'Aéroport international de Nashville', es: 'Aeropuerto Internacional de Nashville', it: 'Aeroporto Internazionale di Nashville' },
  OAK: { en: 'Oakland San Francisco Bay Airport', de: 'Flughafen Oakland', fr: "Aéroport international d'Oakland", es: 'Aeropuerto Internacional de Oakland', it: 'Aeroporto Internazionale di Oakland' },
  SJC: { en: 'San Jose International Airport', de: 'Flughafen San José', fr: 'Aéroport international Norman-Y.-Mineta de San José', es: 'Aeropuerto Internacional Mineta de San José', it: 'Aeroporto Internazionale di San Jose' },
  AUS: { en: 'Austin–Bergstrom International Airport', de: 'Flughafen Austin-Bergstrom', fr: "Aéroport international Austin-Bergstrom", es: 'Aeropuerto Internacional de Austin-Bergstrom', it: 'Aeroporto Internazionale di Austin-Bergstrom' },
  MCI: { en: 'Kansas City International Airport', de: 'Flughafen Kansas City', fr: 'Aéroport international de Kansas City', es: 'Aeropuerto Internacional de Kansas City', it: 'Aeroporto Internazionale di Kansas City' },
  MSY: { en: 'Louis Armstrong New Orleans International Airport', de: 'Flughafen New Orleans', fr: 'Aéroport international Louis-Armstrong de La Nouvelle-Orléans', es: 'Aeropuerto Internacional Louis Armstrong', it: 'Aeroporto Internazionale di New Orleans-Louis Armstrong' },
  RDU: { en: 'Raleigh–Durham International Airport', de: 'Flughafen Raleigh-Durham', fr: 'Aéroport international de Raleigh-Durham', es: 'Aeropuerto Internacional de Raleigh-Durham', it: 'Aeroporto Internazionale di Raleigh-Durham' },
  GDL: { en: 'Guadalajara International Airport', de: 'Flughafen Guadalajara', fr: 'Aéroport international de Guadalajara', es: 'Aeropuerto Internacional de Guadalajara', it: 'Aeroporto Internazionale di Guadalajara' },
  EZE: { en: 'Ministro Pistarini International Airport', de: 'Flughafen Buenos Aires-Ezeiza', fr: "Aéroport international d'Ezeiza-Ministro Pistarini", es: 'Aeropuerto Internacional Ministro Pistarini', it: 'Aeroporto di Buenos Aires-Ministro Pistarini' },
  AEP: { en: 'Aeroparque Jorge Newbery', de: 'Flughafen Buenos Aires–Jorge Newbery', fr: 'Aéroparc Jorge-Newbery', es: 'Aeroparque Internacional Jorge Newbery', it: 'Aeroparque Jorge Newbery' },
  SMF: { en: 'Sacramento International Airport', de: 'Flughafen Sacramento', fr: 'Aéroport international de Sacramento', es: 'Aeropuerto Internacional de Sacramento', it: 'Aeroporto Internazionale di Sacramento' },
  SNA: { en: 'John Wayne Airport', de: 'Flughafen Orange County-John Wayne', fr: 'Aéroport John-Wayne', es: 'Aeropuerto John Wayne', it: 'Aeroporto John Wayne' },
  CNF: { en: 'Belo Horizonte International Airport', de: 'Flughafen Belo Horizonte–Confins', fr: 'Aéroport international Tancredo-Neves', es: 'Aeropuerto Internacional Tancredo Neves', it: 'Aeroporto di Belo Horizonte-Confins', pt: 'Aeroporto Internacional de Belo Horizonte/Confins – Tancredo Neves' },
  VCP: { en: 'Viracopos International Airport', de: 'Flughafen Campinas-Viracopos', fr: 'Aéroport international de Viracopos', es: 'Aeropuerto Internacional de Viracopos', it: 'Aeroporto di Campinas-Viracopos', pt: 'Aeroporto Internacional de Viracopos' },
  SDU: { en: 'Santos Dumont Airport', de: 'Flughafen Rio de Janeiro-Santos Dumont', fr: 'Aéroport Santos-Dumont', es: 'Aeropuerto Santos Dumont', it: 'Aeroporto di Rio de Janeiro-Santos Dumont', pt: 'Aeroporto Santos Dumont' },
  RSW: { en: 'Southwest Florida International Airport', de: 'Flughafen Fort Myers', fr: 'Aéroport international du Sud-Ouest de la Floride', es: 'Aeropuerto Internacional del Suroeste de Florida', it: 'Aeroporto Internazionale della Florida Sud-Occidentale' },
  CLE: { en: 'Cleveland Hopkins International Airport', de: 'Flughafen Cleveland', fr: 'Aéroport international Hopkins de Cleveland', es: 'Aeropuerto Internacional Hopkins de Cleveland', it: 'Aeroporto Internazionale di Cleveland-Hopkins' },
  SJU: { en: 'Luis Muñoz Marín International Airport', de: 'Flughafen San Juan', fr: 'Aéroport international Luis-Muñoz-Marín', es: 'Aeropuerto Internacional Luis Muñoz Marín', it: 'Aeroporto Internazionale di San Juan-Luis Muñoz Marín' },
  PIT: { en: 'Pittsburgh International Airport', de: 'Flughafen Pittsburgh', fr: 'Aéroport international de Pittsburgh', es: 'Aeropuerto Internacional de Pittsburgh', it: 'Aeroporto Internazionale di Pittsburgh' },
  IND: { en: 'Indianapolis International Airport', de: 'Flughafen Indianapolis', fr: "Aéroport international d'Indianapolis", es: 'Aeropuerto Internacional de Indianápolis', it: 'Aeroporto Internazionale di Indianapolis' },
  SAT: { en: 'San Antonio International Airport', de: 'Flughafen San Antonio', fr: 'Aéroport international de San Antonio', es: 'Aeropuerto Internacional de San Antonio', it: 'Aeroporto Internazionale di San Antonio' },
  MTY: { en: 'Monterrey International Airport', de: 'Flughafen Monterrey', fr: 'Aéroport international de Monterrey', es: 'Aeropuerto Internacional de Monterrey', it: 'Aeroporto Internazionale di Monterrey' },
  CMH: { en: 'John Glenn Columbus International Airport', de: 'Flughafen Columbus', fr: 'Aéroport international John-Glenn de Columbus', es: 'Aeropuerto Internacional John Glenn de Columbus', it: 'Aeroporto Internazionale di Columbus-John Glenn' },
  YEG: { en: 'Edmonton International Airport', de: 'Flughafen Edmonton', fr: "Aéroport international d'Edmonton", es: 'Aeropuerto Internacional de Edmonton', it: 'Aeroporto Internazionale di Edmonton' },
  MKE: { en: 'Milwaukee Mitchell International Airport', de: 'Flughafen Milwaukee', fr: 'Aéroport international Mitchell de Milwaukee', es: 'Aeropuerto Internacional Mitchell de Milwaukee', it: 'Aeroporto Internazionale di Milwaukee-Mitchell' },
  POA: { en: 'Salgado Filho Porto Alegre International Airport', de: 'Flughafen Porto Alegre', fr: 'Aéroport international Salgado-Filho', es: 'Aeropuerto Internacional Salgado Filho', it: 'Aeroporto di Porto Alegre-Salgado Filho', pt: 'Aeroporto Internacional Salgado Filho' },
  CVG: { en: 'Cincinnati/Northern Kentucky International Airport', de: 'Flughafen Cincinnati', fr: 'Aéroport international de Cincinnati-Kentucky du Nord', es: 'Aeropuerto Internacional de Cincinnati-Norte de Kentucky', it: 'Aeroporto Internazionale di Cincinnati-Kentucky Settentrionale' },
  CCS: { en: 'Simón Bolívar International Airport', de: 'Flughafen Caracas', fr: 'Aéroport international Simón-Bolívar de Maiquetía', es: 'Aeropuerto Internacional de Maiquetía Simón Bolívar', it: 'Aeroporto Internazionale Simón Bolívar' },
  CWB: { en: 'Afonso Pena International Airport', de: 'Flughafen Curitiba', fr: 'Aéroport international Afonso-Pena', es: 'Aeropuerto Internacional Afonso Pena', it: 'Aeroporto di Curitiba-Afonso Pena', pt: 'Aeroporto Internacional Afonso Pena' },
  PBI: { en: 'Palm Beach International Airport', de: 'Flughafen West Palm Beach', fr: 'Aéroport international de Palm Beach', es: 'Aeropuerto Internacional de Palm Beach', it: 'Aeroporto Internazionale di Palm Beach' },
  HAV: { en: 'José Martí International Airport', de: 'Flughafen Havanna', fr: 'Aéroport international José-Martí', es: 'Aeropuerto Internacional José Martí', it: 'Aeroporto Internazionale José Martí' },
  MDE: { en: 'José María Córdova International Airport', de: 'Flughafen Medellín-Rionegro', fr: 'Aéroport international José-María-Córdova', es: 'Aeropuerto Internacional José María Córdova', it: 'Aeroporto di Medellín-José María Córdova' },
  ANC: { en: 'Ted Stevens Anchorage International Airport', de: 'Flughafen Anchorage', fr: "Aéroport international Ted-Stevens d'Anchorage", es: 'Aeropuerto Internacional Ted Stevens de Anchorage', it: 'Aeroporto Internazionale di Anchorage-Ted Stevens' },
  REC: { en: 'Recife/Guararapes–Gilberto Freyre International Airport', de: 'Flughafen Recife', fr: 'Aéroport international de Recife-Guararapes', es: 'Aeropuerto Internacional de Recife-Guararapes', it: 'Aeroporto di Recife-Guararapes', pt: 'Aeroporto Internacional do Recife/Guararapes – Gilberto Freyre' },
  PUJ: { en: 'Punta Cana International Airport', de: 'Flughafen Punta Cana', fr: 'Aéroport international de Punta Cana', es: 'Aeropuerto Internacional de Punta Cana', it: 'Aeroporto Internazionale di Punta Cana' },
  BDL: { en: 'Bradley International Airport', de: 'Flughafen Hartford-Bradley', fr: 'Aéroport international Bradley', es: 'Aeropuerto Internacional Bradley', it: 'Aeroporto Internazionale di Hartford-Bradley' },
  TIJ: { en: 'Tijuana International Airport', de: 'Flughafen Tijuana', fr: 'Aéroport international de Tijuana', es: 'Aeropuerto Internacional de Tijuana', it: 'Aeroporto Internazionale di Tijuana' },
  YOW: { en: 'Ottawa Macdonald–Cartier International Airport', de: 'Flughafen Ottawa', fr: "Aéroport international Macdonald-Cartier d'Ottawa", es: 'Aeropuerto Internacional Macdonald-Cartier de Ottawa', it: 'Aeroporto Internazionale di Ottawa-Macdonald-Cartier' },
  SSA: { en: 'Salvador Bahia Airport', de: 'Flughafen Salvador da Bahia', fr: 'Aéroport international de Salvador', es: 'Aeropuerto Internacional de Salvador de Bahía', it: 'Aeroporto di Salvador', pt: 'Aeroporto Internacional de Salvador – Deputado Luís Eduardo Magalhães' },
  JAX: { en: 'Jacksonville International Airport', de: 'Flughafen Jacksonville', fr: 'Aéroport international de Jacksonville', es: 'Aeropuerto Internacional de Jacksonville', it: 'Aeroporto Internazionale di Jacksonville' },
  SJO: { en: 'Juan Santamaría International Airport', de: 'Flughafen San José Juan Santamaría', fr: 'Aéroport international Juan-Santamaría', es: 'Aeropuerto Internacional Juan Santamaría', it: 'Aeroporto Internazionale Juan Santamaría' },
  BUR: { en: 'Hollywood Burbank Airport', de: 'Flughafen Burbank', fr: 'Aéroport Hollywood-Burbank', es: 'Aeropuerto Hollywood Burbank', it: 'Aeroporto di Hollywood Burbank' },
  FOR: { en: 'Fortaleza Airport', de: 'Flughafen Fortaleza', fr: 'Aéroport international Pinto-Martins', es: 'Aeropuerto Internacional Pinto Martins', it: 'Aeroporto di Fortaleza-Pinto Martins', pt: 'Aeroporto Internacional de Fortaleza – Pinto Martins' },
  ABQ: { en: 'Albuquerque International Sunport', de: 'Flughafen Albuquerque', fr: "Aéroport international d'Albuquerque", es: 'Aeropuerto Internacional de Albuquerque', it: 'Aeroporto Internazionale di Albuquerque' },
  BUF: { en: 'Buffalo Niagara International Airport', de: 'Flughafen Buffalo-Niagara', fr: 'Aéroport international de Buffalo-Niagara', es: 'Aeropuerto Internacional de Buffalo-Niágara', it: 'Aeroporto Internazionale di Buffalo-Niagara' },
  CLO: { en: 'Alfonso Bonilla Aragón International Airport', de: 'Flughafen Cali', fr: 'Aéroport international Alfonso-Bonilla-Aragón', es: 'Aeropuerto Internacional Alfonso Bonilla Aragón', it: 'Aeroporto di Cali-Alfonso Bonilla Aragón' },
  YHZ: { en: 'Halifax Stanfield International Airport', de: 'Flughafen Halifax', fr: "Aéroport international Stanfield d'Halifax", es: 'Aeropuerto Internacional Stanfield de Halifax', it: 'Aeroporto Internazionale di Halifax-Stanfield' },
  SAL: { en: 'El Salvador International Airport', de: 'Flughafen San Salvador', fr: 'Aéroport international de San Salvador', es: 'Aeropuerto Internacional de El Salvador', it: 'Aeroporto Internazionale di El Salvador' },
  OMA: { en: 'Eppley Airfield', de: 'Flughafen Omaha-Eppley', fr: "Aéroport Eppley d'Omaha", es: 'Aeródromo Eppley', it: 'Aeroporto di Omaha-Eppley' },
  ONT: { en: 'Ontario International Airport', de: 'Flughafen Ontario', fr: "Aéroport international d'Ontario", es: 'Aeropuerto Internacional de Ontario', it: 'Aeroporto Internazionale di Ontario' },
};

// Titles not known; the language's pattern ("Flughafen City", "Flughafen City-Name"; "Aéroport
// international de City", "Aéroport international Name de City"; "Aeropuerto Internacional de City";
// "Aeroporto [Internazionale] di City-Name"), with the airport's proper name untranslated:
// de (77): ATL LAX ORD DFW JFK DEN SFO YYZ CLT LAS SEA PHX MIA EWR IAH MCO MSP BOS DTW LGA PHL FLL
//   BWI YVR DCA SLC MDW IAD SAN PDX YUL TPA YYC DAL STL HOU BNA OAK SJC AUS MCI MSY RDU SMF SNA
//   VCP SDU RSW CLE SJU PIT IND SAT CMH YEG MKE CVG CWB PBI HAV MDE ANC REC BDL YOW SSA JAX SJO
//   BUR FOR ABQ BUF CLO YHZ SAL OMA ONT
//   (the German Wikipedia titles nearly every airport of the United States and Canada by its English
//   name, and Havana's and San José's by their Spanish and English names; none of those is German)
// fr (49): DTW PDX TPA PTY DAL STL HOU BNA OAK SJC AUS MCI RDU GDL EZE AEP SMF SNA CNF VCP SDU RSW
//   CLE PIT IND SAT MTY CMH MKE POA CVG CCS CWB PBI ANC REC PUJ BDL TIJ SSA JAX BUR FOR ABQ BUF
//   CLO SAL OMA ONT
// es (51): CLT PHX MSP DTW FLL BWI MDW IAD YUL DAL GIG BSB STL HOU BNA OAK SJC AUS MCI RDU SMF SNA
//   CNF VCP SDU RSW CLE PIT IND SAT CMH YEG MKE POA CVG CWB PBI ANC REC BDL YOW SSA JAX BUR FOR
//   ABQ BUF YHZ SAL OMA ONT
// it (76): YYZ CLT LAS SEA PHX IAH MCO MSP BOS DTW LGA PHL FLL BWI YVR DCA SLC MDW IAD CGH SAN CUN
//   PDX YUL TPA YYC PTY DAL STL HOU BNA OAK SJC AUS MCI MSY RDU GDL AEP SMF SNA CNF VCP SDU RSW
//   CLE SJU PIT IND SAT MTY CMH YEG MKE POA CVG CWB PBI MDE ANC REC PUJ BDL TIJ YOW SSA JAX SJO
//   BUR ABQ BUF CLO YHZ SAL OMA ONT
