/**
 * Oslo postal codes → the district (bydel) each one predominantly lies in.
 *
 * Postal codes and district borders are drawn by different bodies and do not line up: many codes
 * straddle a border (Akerselva, Ring 2, Trondheimsveien, Tvetenveien). Each range below names the
 * district where most of its addresses are, read from the neighbourhoods the codes serve. A
 * customer whose street lies on the other side of a border is placed one district off; a service
 * that lists the whole city ('oslo') covers them either way, and one listing single districts can
 * add the neighbour. Codes without street addresses (post boxes and business codes such as
 * 0001–0140, 0201–0247, 0301–0340) resolve to the city as a whole, as does any code missing here.
 *
 * Reviewed by hand; change a range here (and its test) when a customer or provider reports a
 * wrong district.
 */

/** [first code, last code, district id without the `oslo-` prefix], ordered, not overlapping. */
export const osloDistrictRanges: ReadonlyArray<readonly [from: string, to: string, district: string]> = [
  // Kvadraturen, Karl Johan, Oslo S, Bjørvika west
  ['0150', '0165', 'sentrum'],
  // Pilestredet park, Holbergs plass, Bislett, Hammersborg, Fredensborg, Vulkan
  ['0166', '0180', 'st-hanshaugen'],
  // Youngstorget, Torggata
  ['0181', '0181', 'sentrum'],
  // Vaterland, Grønland, Gamlebyen, Bjørvika east, Sørenga
  ['0182', '0198', 'gamle-oslo'],
  // Aker brygge, Vika, Frogner, Uranienborg, Skillebekk, Skøyen
  ['0250', '0279', 'frogner'],
  // Bestum, Lilleaker, Ullern
  ['0280', '0284', 'ullern'],
  // Bygdøy
  ['0286', '0287', 'frogner'],
  // Majorstuen, Marienlyst
  ['0349', '0369', 'frogner'],
  // Vinderen
  ['0370', '0370', 'vestre-aker'],
  // Blindern, Gaustad
  ['0371', '0372', 'nordre-aker'],
  // Slemdal, Ris, Smestad
  ['0373', '0378', 'vestre-aker'],
  // Montebello, Borgen, Ullernåsen
  ['0379', '0383', 'ullern'],
  // St. Hanshaugen, Ullevål, Adamstuen
  ['0445', '0459', 'st-hanshaugen'],
  // Iladalen, Bjølsen, Sagene, Torshov, Sandaker
  ['0460', '0483', 'sagene'],
  // Nydalen, Storo, Tåsen, Ullevål hageby, Berg, Sogn
  ['0484', '0496', 'nordre-aker'],
  // Grünerløkka, Sofienberg, Rodeløkka, Dælenenga, Carl Berner
  ['0550', '0577', 'grunerlokka'],
  // Tøyen, Jordal
  ['0578', '0579', 'gamle-oslo'],
  // Økern, Risløkka, Årvoll, Linderud, Veitvet
  ['0580', '0598', 'bjerke'],
  // Vålerenga, Kampen, Ensjø, Helsfyr, Etterstad
  ['0650', '0669', 'gamle-oslo'],
  // Tveita, Hellerud, Teisen
  ['0670', '0679', 'alna'],
  // Manglerud, Godlia, Oppsal, Bøler, Bogerud, Skullerud
  ['0680', '0694', 'ostensjo'],
  // Røa, Hovseter, Huseby, Voksen, Holmenkollen, Vettakollen
  ['0750', '0791', 'vestre-aker'],
  // Tåsen, Korsvoll, Nordberg, Grefsen, Kjelsås, Maridalen
  ['0850', '0891', 'nordre-aker'],
  // Grorud, Rødtvet, Kalbakken, Ammerud, Romsås
  ['0950', '0969', 'grorud'],
  // Vestli, Rommen, Haugenstua, Stovner, Fossum
  ['0970', '0988', 'stovner'],
  // Furuset, Haugerud, Trosterud, Lindeberg, Ellingsrud
  ['1051', '1085', 'alna'],
  // Høybråten, Smedstua
  ['1086', '1089', 'stovner'],
  // Lambertseter, Bekkelaget, Ekeberg, Nordstrand, Ljan
  ['1150', '1189', 'nordstrand'],
  // Holmlia, Bjørndal, Hauketo, Prinsdal, Mortensrud, Klemetsrud
  ['1250', '1295', 'sondre-nordstrand'],
];

/**
 * The area id for an Oslo postal code: its district, or 'oslo' when the code has no district
 * (post boxes, business codes) or is not in the table.
 */
export function osloAreaForPostalCode(postalCode: string): string {
  for (const [from, to, district] of osloDistrictRanges) {
    if (postalCode >= from && postalCode <= to) return `oslo-${district}`;
  }
  return 'oslo';
}
