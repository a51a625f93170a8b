/**
 * What the On To Paris! combat procedure (13.3-13.15) says whole, its blanks filled by fill(): the
 * lines of the working its shifts, DRMs and Battle Impact give, the Victor's reasons and its
 * refusals. The page carries these words (phrases(), lib/words.ts), so the browser's module
 * holds only the logic; a calculator whose result says them lists this set in its phrases.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('on-to-paris-combat-procedure', SERVER && {
  // refusals (the guard's own words are lib/guard.ts's)
  noColumn: 'no CRT column "{column}"',
  notArtilleryResult: '{text} is not an artillery result: write it as the table does, e.g. "+1", "+2(D)", "D", "2", "1½" or "+2(D), 2½".',
  artilleryAtMost4: '{text}: artillery takes at most 4 SPs.',
  boxRange: "a box's range is two 2D6 totals, low to high (got {lo}-{hi})",
  // 13.4: no combat
  attackerNoSps: 'The attacker has no SPs.',
  defenderNoSps: 'The defender has no SPs.',
  // column shifts (13.6-13.10)
  hexTerrain: "Defender's hex terrain",
  hexside: 'Hexside named by the Attacker',
  fieldFortification: 'Field Fortification',
  defenderDemoralized: 'Defender began the combat Demoralized',
  attackerArmies: 'Attacker brings {armies} Armies',
  defenderArmies: 'Defender brings {armies} Armies',
  cavalryShiftAttacker: 'Cavalry Superiority shift won by the Attacker',
  cavalryShiftDefender: 'Cavalry Superiority shift won by the Defender',
  // DRMs (13.8-13.10, 16.1)
  onlyFrancTireur: 'Only Franc-Tireur SPs on the French side',
  francTireurMixed: 'Franc-Tireur SPs mixed with other SPs',
  frenchFrancTireur: 'The French force holds a Franc-Tireur SP',
  onlyReserve: 'Only Reserve Infantry SPs',
  reserveMixed: 'Reserve Infantry mixed with Regular or Franc-Tireur SPs',
  tacticalRating: '{leader} Tactical Rating +{rating}',
  halvedDemoralized: ' (Demoralized: half, rounded down)',
  opponentsRating: "Opponent's {leader} Tactical Rating {rating}",
  ownArtillery: 'Own artillery result',
  cavalrySuperiority: 'Cavalry Superiority',
  corpsLeaderN: 'Corps leader {n}',
  corpsLeader: 'Corps leader',
  divisionLeader: 'Division leader',
  ratingAbove6: 'Tactical Rating DRM above +6 counts as +6',
  friendlyFortress: 'Friendly Fortress',
  friendlyImprovedFortress: 'Friendly Improved Fortress',
  assaultDoctrine: 'German Infantry Assault Doctrine Penalty',
  // Battle Impact DRMs (13.13.3)
  leadership: 'Leadership',
  terrain: 'Terrain',
  reserveLeft: 'Reserve Infantry among the SPs left',
  francTireurLeft: 'Franc-Tireur among the SPs left',
  concentric: 'Concentric attack',
  enemyArtilleryDrm: 'Enemy artillery earned a CRT DRM',
  artilleryLosses: '{sp} SP lost to enemy artillery',
  // the Victor's tests (13.15)
  bothEliminated: 'Both sides were eliminated.',
  defenderEliminated: 'The Defender was eliminated.',
  attackerEliminated: 'The Attacker was eliminated.',
  defenderDeathRide: 'The Defender used a Cavalry Death Ride.',
  attackerDeathRide: 'The Attacker used a Cavalry Death Ride.',
  noSpLost: 'Neither side lost an SP.',
  oneDemoralized: 'Only one side is Demoralized.',
  fewerLevels: 'Both are Demoralized; fewer levels wins.',
  defenderBeganDemoralized: 'Equal levels, and the Defender began the combat Demoralized.',
  fewerSpsLost: 'Fewer SPs lost wins.',
  otherwiseDefender: 'Otherwise the Defender wins.',
});
