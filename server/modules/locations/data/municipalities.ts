/**
 * Norway's municipalities as numbered since 1 January 2024, and how the numbers of earlier years
 * map onto them. The postal code build (`build-postal-codes.ts`) uses these tables to bring a
 * register that still carries older municipality numbers up to date; a register published by
 * Bring in 2024 or later already has the current numbers and passes through unchanged.
 *
 * Sources: the municipality numbers of Statistics Norway / Kartverket after the 2020 reform
 * (merged municipalities and the counties Viken, Vestfold og Telemark, Troms og Finnmark,
 * Innlandet, Agder, Vestland) and after the 2024 split of Viken (Østfold 31, Akershus 32,
 * Buskerud 33), Vestfold og Telemark (39, 40) and Troms og Finnmark (55, 56), and the
 * re-established Haram (1580).
 */

/** Current number → name (bokmål short form, as a person writes it). */
export const municipalityNames: Readonly<Record<string, string>> = {
  '0301': 'Oslo',
  // Rogaland
  '1101': 'Eigersund', '1103': 'Stavanger', '1106': 'Haugesund', '1108': 'Sandnes', '1111': 'Sokndal',
  '1112': 'Lund', '1114': 'Bjerkreim', '1119': 'Hå', '1120': 'Klepp', '1121': 'Time', '1122': 'Gjesdal',
  '1124': 'Sola', '1127': 'Randaberg', '1130': 'Strand', '1133': 'Hjelmeland', '1134': 'Suldal',
  '1135': 'Sauda', '1144': 'Kvitsøy', '1145': 'Bokn', '1146': 'Tysvær', '1149': 'Karmøy', '1151': 'Utsira',
  '1160': 'Vindafjord',
  // Møre og Romsdal
  '1505': 'Kristiansund', '1506': 'Molde', '1508': 'Ålesund', '1511': 'Vanylven', '1514': 'Sande',
  '1515': 'Herøy', '1516': 'Ulstein', '1517': 'Hareid', '1520': 'Ørsta', '1525': 'Stranda',
  '1528': 'Sykkylven', '1531': 'Sula', '1532': 'Giske', '1535': 'Vestnes', '1539': 'Rauma', '1547': 'Aukra',
  '1554': 'Averøy', '1557': 'Gjemnes', '1560': 'Tingvoll', '1563': 'Sunndal', '1566': 'Surnadal',
  '1573': 'Smøla', '1576': 'Aure', '1577': 'Volda', '1578': 'Fjord', '1579': 'Hustadvika', '1580': 'Haram',
  // Nordland
  '1804': 'Bodø', '1806': 'Narvik', '1811': 'Bindal', '1812': 'Sømna', '1813': 'Brønnøy', '1815': 'Vega',
  '1816': 'Vevelstad', '1818': 'Herøy', '1820': 'Alstahaug', '1822': 'Leirfjord', '1824': 'Vefsn',
  '1825': 'Grane', '1826': 'Hattfjelldal', '1827': 'Dønna', '1828': 'Nesna', '1832': 'Hemnes', '1833': 'Rana',
  '1834': 'Lurøy', '1835': 'Træna', '1836': 'Rødøy', '1837': 'Meløy', '1838': 'Gildeskål', '1839': 'Beiarn',
  '1840': 'Saltdal', '1841': 'Fauske', '1845': 'Sørfold', '1848': 'Steigen', '1851': 'Lødingen',
  '1853': 'Evenes', '1856': 'Røst', '1857': 'Værøy', '1859': 'Flakstad', '1860': 'Vestvågøy', '1865': 'Vågan',
  '1866': 'Hadsel', '1867': 'Bø', '1868': 'Øksnes', '1870': 'Sortland', '1871': 'Andøy', '1874': 'Moskenes',
  '1875': 'Hamarøy',
  // Østfold
  '3101': 'Halden', '3103': 'Moss', '3105': 'Sarpsborg', '3107': 'Fredrikstad', '3110': 'Hvaler',
  '3112': 'Råde', '3114': 'Våler', '3116': 'Skiptvet', '3118': 'Indre Østfold', '3120': 'Rakkestad',
  '3122': 'Marker', '3124': 'Aremark',
  // Akershus
  '3201': 'Bærum', '3203': 'Asker', '3205': 'Lillestrøm', '3207': 'Nordre Follo', '3209': 'Ullensaker',
  '3212': 'Nesodden', '3214': 'Frogn', '3216': 'Vestby', '3218': 'Ås', '3220': 'Enebakk', '3222': 'Lørenskog',
  '3224': 'Rælingen', '3226': 'Aurskog-Høland', '3228': 'Nes', '3230': 'Gjerdrum', '3232': 'Nittedal',
  '3234': 'Lunner', '3236': 'Jevnaker', '3238': 'Nannestad', '3240': 'Eidsvoll', '3242': 'Hurdal',
  // Buskerud
  '3301': 'Drammen', '3303': 'Kongsberg', '3305': 'Ringerike', '3310': 'Hole', '3312': 'Lier',
  '3314': 'Øvre Eiker', '3316': 'Modum', '3318': 'Krødsherad', '3320': 'Flå', '3322': 'Nesbyen', '3324': 'Gol',
  '3326': 'Hemsedal', '3328': 'Ål', '3330': 'Hol', '3332': 'Sigdal', '3334': 'Flesberg', '3336': 'Rollag',
  '3338': 'Nore og Uvdal',
  // Innlandet
  '3401': 'Kongsvinger', '3403': 'Hamar', '3405': 'Lillehammer', '3407': 'Gjøvik', '3411': 'Ringsaker',
  '3412': 'Løten', '3413': 'Stange', '3414': 'Nord-Odal', '3415': 'Sør-Odal', '3416': 'Eidskog', '3417': 'Grue',
  '3418': 'Åsnes', '3419': 'Våler', '3420': 'Elverum', '3421': 'Trysil', '3422': 'Åmot', '3423': 'Stor-Elvdal',
  '3424': 'Rendalen', '3425': 'Engerdal', '3426': 'Tolga', '3427': 'Tynset', '3428': 'Alvdal', '3429': 'Folldal',
  '3430': 'Os', '3431': 'Dovre', '3432': 'Lesja', '3433': 'Skjåk', '3434': 'Lom', '3435': 'Vågå',
  '3436': 'Nord-Fron', '3437': 'Sel', '3438': 'Sør-Fron', '3439': 'Ringebu', '3440': 'Øyer', '3441': 'Gausdal',
  '3442': 'Østre Toten', '3443': 'Vestre Toten', '3446': 'Gran', '3447': 'Søndre Land', '3448': 'Nordre Land',
  '3449': 'Sør-Aurdal', '3450': 'Etnedal', '3451': 'Nord-Aurdal', '3452': 'Vestre Slidre',
  '3453': 'Øystre Slidre', '3454': 'Vang',
  // Vestfold
  '3901': 'Horten', '3903': 'Holmestrand', '3905': 'Tønsberg', '3907': 'Sandefjord', '3909': 'Larvik',
  '3911': 'Færder',
  // Telemark
  '4001': 'Porsgrunn', '4003': 'Skien', '4005': 'Notodden', '4010': 'Siljan', '4012': 'Bamble',
  '4014': 'Kragerø', '4016': 'Drangedal', '4018': 'Nome', '4020': 'Midt-Telemark', '4022': 'Seljord',
  '4024': 'Hjartdal', '4026': 'Tinn', '4028': 'Kviteseid', '4030': 'Nissedal', '4032': 'Fyresdal',
  '4034': 'Tokke', '4036': 'Vinje',
  // Agder
  '4201': 'Risør', '4202': 'Grimstad', '4203': 'Arendal', '4204': 'Kristiansand', '4205': 'Lindesnes',
  '4206': 'Farsund', '4207': 'Flekkefjord', '4211': 'Gjerstad', '4212': 'Vegårshei', '4213': 'Tvedestrand',
  '4214': 'Froland', '4215': 'Lillesand', '4216': 'Birkenes', '4217': 'Åmli', '4218': 'Iveland',
  '4219': 'Evje og Hornnes', '4220': 'Bygland', '4221': 'Valle', '4222': 'Bykle', '4223': 'Vennesla',
  '4224': 'Åseral', '4225': 'Lyngdal', '4226': 'Hægebostad', '4227': 'Kvinesdal', '4228': 'Sirdal',
  // Vestland
  '4601': 'Bergen', '4602': 'Kinn', '4611': 'Etne', '4612': 'Sveio', '4613': 'Bømlo', '4614': 'Stord',
  '4615': 'Fitjar', '4616': 'Tysnes', '4617': 'Kvinnherad', '4618': 'Ullensvang', '4619': 'Eidfjord',
  '4620': 'Ulvik', '4621': 'Voss', '4622': 'Kvam', '4623': 'Samnanger', '4624': 'Bjørnafjorden',
  '4625': 'Austevoll', '4626': 'Øygarden', '4627': 'Askøy', '4628': 'Vaksdal', '4629': 'Modalen',
  '4630': 'Osterøy', '4631': 'Alver', '4632': 'Austrheim', '4633': 'Fedje', '4634': 'Masfjorden',
  '4635': 'Gulen', '4636': 'Solund', '4637': 'Hyllestad', '4638': 'Høyanger', '4639': 'Vik', '4640': 'Sogndal',
  '4641': 'Aurland', '4642': 'Lærdal', '4643': 'Årdal', '4644': 'Luster', '4645': 'Askvoll', '4646': 'Fjaler',
  '4647': 'Sunnfjord', '4648': 'Bremanger', '4649': 'Stad', '4650': 'Gloppen', '4651': 'Stryn',
  // Trøndelag
  '5001': 'Trondheim', '5006': 'Steinkjer', '5007': 'Namsos', '5014': 'Frøya', '5020': 'Osen', '5021': 'Oppdal',
  '5022': 'Rennebu', '5025': 'Røros', '5026': 'Holtålen', '5027': 'Midtre Gauldal', '5028': 'Melhus',
  '5029': 'Skaun', '5031': 'Malvik', '5032': 'Selbu', '5033': 'Tydal', '5034': 'Meråker', '5035': 'Stjørdal',
  '5036': 'Frosta', '5037': 'Levanger', '5038': 'Verdal', '5041': 'Snåsa', '5042': 'Lierne', '5043': 'Røyrvik',
  '5044': 'Namsskogan', '5045': 'Grong', '5046': 'Høylandet', '5047': 'Overhalla', '5049': 'Flatanger',
  '5052': 'Leka', '5053': 'Inderøy', '5054': 'Indre Fosen', '5055': 'Heim', '5056': 'Hitra', '5057': 'Ørland',
  '5058': 'Åfjord', '5059': 'Orkland', '5060': 'Nærøysund', '5061': 'Rindal',
  // Troms
  '5501': 'Tromsø', '5503': 'Harstad', '5510': 'Kvæfjord', '5512': 'Tjeldsund', '5514': 'Ibestad',
  '5516': 'Gratangen', '5518': 'Lavangen', '5520': 'Bardu', '5522': 'Salangen', '5524': 'Målselv',
  '5526': 'Sørreisa', '5528': 'Dyrøy', '5530': 'Senja', '5532': 'Balsfjord', '5534': 'Karlsøy', '5536': 'Lyngen',
  '5538': 'Storfjord', '5540': 'Kåfjord', '5542': 'Skjervøy', '5544': 'Nordreisa', '5546': 'Kvænangen',
  // Finnmark
  '5601': 'Alta', '5603': 'Hammerfest', '5605': 'Sør-Varanger', '5607': 'Vadsø', '5610': 'Karasjok',
  '5612': 'Kautokeino', '5614': 'Loppa', '5616': 'Hasvik', '5618': 'Måsøy', '5620': 'Nordkapp',
  '5622': 'Porsanger', '5624': 'Lebesby', '5626': 'Gamvik', '5628': 'Tana', '5630': 'Berlevåg',
  '5632': 'Båtsfjord', '5634': 'Vardø', '5636': 'Nesseby',
  // Not municipalities, but numbered this way in the postal code register.
  '2100': 'Svalbard', '2211': 'Jan Mayen',
};

/**
 * Municipality numbers used before 2020 → the municipality that covers them now. Merged
 * municipalities point to the merger; renumbered ones to their new number. Numbers that did not
 * change (Oslo, most of Rogaland, Møre og Romsdal, Nordland and Trøndelag) are not listed.
 */
export const renumbered: Readonly<Record<string, string>> = {
  // Østfold (01) → Østfold (31), Rømskog → Aurskog-Høland
  '0101': '3101', '0104': '3103', '0105': '3105', '0106': '3107', '0111': '3110', '0118': '3124',
  '0119': '3122', '0121': '3226', '0122': '3118', '0123': '3118', '0124': '3118', '0125': '3118',
  '0127': '3116', '0128': '3120', '0135': '3112', '0136': '3103', '0137': '3114', '0138': '3118',
  // Akershus (02) → Akershus (32)
  '0211': '3216', '0213': '3207', '0214': '3218', '0215': '3214', '0216': '3212', '0217': '3207',
  '0219': '3201', '0220': '3203', '0221': '3226', '0226': '3205', '0227': '3205', '0228': '3224',
  '0229': '3220', '0230': '3222', '0231': '3205', '0233': '3232', '0234': '3230', '0235': '3209',
  '0236': '3228', '0237': '3240', '0238': '3238', '0239': '3242',
  // Hedmark (04) → Innlandet (34)
  '0402': '3401', '0403': '3403', '0412': '3411', '0415': '3412', '0417': '3413', '0418': '3414',
  '0419': '3415', '0420': '3416', '0423': '3417', '0425': '3418', '0426': '3419', '0427': '3420',
  '0428': '3421', '0429': '3422', '0430': '3423', '0432': '3424', '0434': '3425', '0436': '3426',
  '0437': '3427', '0438': '3428', '0439': '3429', '0441': '3430',
  // Oppland (05) → Innlandet (34); Jevnaker and Lunner → Akershus
  '0501': '3405', '0502': '3407', '0511': '3431', '0512': '3432', '0513': '3433', '0514': '3434',
  '0515': '3435', '0516': '3436', '0517': '3437', '0519': '3438', '0520': '3439', '0521': '3440',
  '0522': '3441', '0528': '3442', '0529': '3443', '0532': '3236', '0533': '3234', '0534': '3446',
  '0536': '3447', '0538': '3448', '0540': '3449', '0541': '3450', '0542': '3451', '0543': '3452',
  '0544': '3453', '0545': '3454',
  // Buskerud (06) → Buskerud (33); Nedre Eiker → Drammen; Røyken and Hurum → Asker
  '0602': '3301', '0604': '3303', '0605': '3305', '0612': '3310', '0615': '3320', '0616': '3322',
  '0617': '3324', '0618': '3326', '0619': '3328', '0620': '3330', '0621': '3332', '0622': '3318',
  '0623': '3316', '0624': '3314', '0625': '3301', '0626': '3312', '0627': '3203', '0628': '3203',
  '0631': '3334', '0632': '3336', '0633': '3338',
  // Vestfold (07) → Vestfold (39); Svelvik → Drammen; Sande → Holmestrand; Re → Tønsberg
  '0701': '3901', '0704': '3905', '0710': '3907', '0711': '3301', '0712': '3909', '0713': '3903',
  '0715': '3903', '0716': '3905', '0729': '3911',
  // Telemark (08) → Telemark (40); Bø and Sauherad → Midt-Telemark
  '0805': '4001', '0806': '4003', '0807': '4005', '0811': '4010', '0814': '4012', '0815': '4014',
  '0817': '4016', '0819': '4018', '0821': '4020', '0822': '4020', '0826': '4026', '0827': '4024',
  '0828': '4022', '0829': '4028', '0830': '4030', '0831': '4032', '0833': '4034', '0834': '4036',
  // Aust-Agder (09) and Vest-Agder (10) → Agder (42)
  '0901': '4201', '0904': '4202', '0906': '4203', '0911': '4211', '0912': '4212', '0914': '4213',
  '0919': '4214', '0926': '4215', '0928': '4216', '0929': '4217', '0935': '4218', '0937': '4219',
  '0938': '4220', '0940': '4221', '0941': '4222', '1001': '4204', '1002': '4205', '1003': '4206',
  '1004': '4207', '1014': '4223', '1017': '4204', '1018': '4204', '1021': '4205', '1026': '4224',
  '1027': '4225', '1029': '4205', '1032': '4225', '1034': '4226', '1037': '4227', '1046': '4228',
  // Rogaland: Sandnes + Forsand; Stavanger + Finnøy + Rennesøy
  '1102': '1108', '1129': '1108', '1141': '1103', '1142': '1103',
  // Hordaland (12) → Vestland (46)
  '1201': '4601', '1211': '4611', '1216': '4612', '1219': '4613', '1221': '4614', '1222': '4615',
  '1223': '4616', '1224': '4617', '1227': '4622', '1228': '4618', '1231': '4618', '1232': '4619',
  '1233': '4620', '1234': '4621', '1235': '4621', '1238': '4622', '1241': '4624', '1242': '4623',
  '1243': '4624', '1244': '4625', '1245': '4626', '1246': '4626', '1247': '4627', '1251': '4628',
  '1252': '4629', '1253': '4630', '1256': '4631', '1259': '4626', '1260': '4631', '1263': '4631',
  '1264': '4632', '1265': '4633', '1266': '4634',
  // Sogn og Fjordane (14) → Vestland (46); Hornindal → Volda
  '1401': '4602', '1411': '4635', '1412': '4636', '1413': '4637', '1416': '4638', '1417': '4639',
  '1418': '4640', '1419': '4640', '1420': '4640', '1421': '4641', '1422': '4642', '1424': '4643',
  '1426': '4644', '1428': '4645', '1429': '4646', '1430': '4647', '1431': '4647', '1432': '4647',
  '1433': '4647', '1438': '4648', '1439': '4602', '1441': '4649', '1443': '4649', '1444': '1577',
  '1445': '4650', '1449': '4651',
  // Møre og Romsdal; Halsa → Heim (Trøndelag); Haram apart again from 2024
  '1502': '1506', '1504': '1508', '1519': '1577', '1523': '1508', '1524': '1578', '1526': '1578',
  '1529': '1508', '1534': '1580', '1543': '1506', '1545': '1506', '1546': '1508', '1548': '1579',
  '1551': '1579', '1571': '5055',
  // Nordland; Tjeldsund → Troms; Tysfjord split (see splitPostalCodes)
  '1805': '1806', '1849': '1875', '1850': '1875', '1852': '5512', '1854': '1806',
  // Troms (19) → Troms (55)
  '1902': '5501', '1903': '5503', '1911': '5510', '1913': '5512', '1917': '5514', '1919': '5516',
  '1920': '5518', '1922': '5520', '1923': '5522', '1924': '5524', '1925': '5526', '1926': '5528',
  '1927': '5530', '1928': '5530', '1929': '5530', '1931': '5530', '1933': '5532', '1936': '5534',
  '1938': '5536', '1939': '5538', '1940': '5540', '1941': '5542', '1942': '5544', '1943': '5546',
  // Finnmark (20) → Finnmark (56); Kvalsund → Hammerfest
  '2002': '5634', '2003': '5607', '2004': '5603', '2011': '5612', '2012': '5601', '2014': '5614',
  '2015': '5616', '2017': '5603', '2018': '5618', '2019': '5620', '2020': '5622', '2021': '5610',
  '2022': '5624', '2023': '5626', '2024': '5630', '2025': '5628', '2027': '5636', '2028': '5632',
  '2030': '5605',
  // Trøndelag; Klæbu → Trondheim; Snillfjord split (see splitPostalCodes)
  '5004': '5006', '5005': '5007', '5011': '5055', '5012': '5059', '5013': '5056', '5015': '5057',
  '5016': '5059', '5017': '5057', '5018': '5058', '5019': '5058', '5023': '5059', '5024': '5059',
  '5030': '5001', '5039': '5006', '5040': '5007', '5048': '5007', '5050': '5060', '5051': '5060',
};

/**
 * Postal codes of the municipalities that were split in 2020, and postal codes newer than the
 * municipality source whose place name does not tell the municipality on its own.
 */
export const postalCodeMunicipality: Readonly<Record<string, string>> = {
  // Snillfjord: Ytre Snillfjord (Vingvågen, Hemnskjela) → Hitra, the rest → Orkland
  '7207': '5056', '7255': '5056', '7256': '5056', '7257': '5059', '7259': '5059',
  // Tysfjord: the east side (Kjøpsvik) → Narvik, the west side → Hamarøy
  '8590': '1806', '8591': '1806',
  // Vågsøy: Bryggja → Stad, the rest → Kinn
  '6708': '4649', '6711': '4649',
  // Codes newer than the municipality source, placed by their neighbours' municipality
  '2863': '3447', '6994': '4638', '9537': '5601', '9911': '5605',
};
