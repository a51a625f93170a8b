/** On To Paris! combat: the lines its result says whole; the page carries these words (phrases(), lib/calculator.ts). */
import { SERVER } from '../../../../lib/words.ts';
import { phrases } from '../../../../lib/calculator.ts';

export const SAY = phrases('on-to-paris-combat', SERVER && {
  bothSides: "Enter at least one SP on each side: a combat needs units of both sides in the hex (13.1).",
  demoralized: "Demoralized units may not start a combat; they may only Overrun, and lose one SP doing it when what they overrun holds an SP (13.5, 13.7).",
  artilleryExact: "Exact, from your Artillery Effects Table entries. Enter the result you rolled below.",
  crtExact: "Exact, from your CRT entries, over the dice (and the Cavalry Superiority rolls not yet made); before any Army re-roll.",
  battleImpact: "Battle Impact results (their tables are not in our source) can remove Demoralization or give SPs back, which can change the Victor.",
  cavalryLosses: "A side that wins the Cavalry Superiority shift takes its 1st, 3rd, 5th... CRT losses as Cavalry SPs where it can (13.10.2).",
  rerolls: "Re-rolls (13.9.2): after both rolls the Attacker re-rolls either roll, one at a time, until he passes; then the Defender may; a Defender re-roll gives the Attacker his turn again. The odds below are before any re-roll.",
  leaderCasualties: "Leader casualties (step 7): the Attacker rolls on the Possibility of Leader Casualty table (your card) with both force sizes after artillery; a side takes at most 1 casualty if it lost 0-1 SP on the CRT, else at most the SPs it lost there (13.12).",
  reserveDrms: "The Reserve and Franc-Tireur Battle Impact DRMs count while the side still has such an SP: drop them if the CRT took every one.",
  battleImpactRoll: "Battle Impact (step 8): the Defender rolls 2D6 first, then the Attacker, on the tables of your card (13.13).",
  tickRolled: "Tick \"I have rolled the CRT\" and enter the results for the Demoralization levels, the Victor, the extra losses and the leader checks (5.6, 5.5.1).",
});
