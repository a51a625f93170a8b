/** What each step of the 1914 turn checklist tells the players (rendered as HTML by the pages). */
import type { EventLabels, StepNotes, StepTexts } from '../../lib/checklist.ts';
import { STEPS } from './checklist/step-texts.ts';

const steps: StepTexts = STEPS;
export default steps;

/** Button text per machine event; the reminders' names are page words too (REMINDER_<kind>). */
export const events: EventLabels = {
  NEXT: 'Done: next step',
  SETUP: 'Start with these game turns',
  PLANS_OVER: 'Every plan is achieved or abandoned: next step',
  SIXTH_ACTIVE: 'The German Sixth Army plan has activated',
  REMIND: 'Put something on the GT Record Track',
  CANCEL: 'Nothing: back to the step',
  ADD_train_Allied: 'An eliminated Allied Corps Train (back in 2 GTs)',
  ADD_train_German: 'An eliminated German Corps Train (back in 2 GTs)',
  ADD_rail_Allied: 'Allied units whose rail move was interrupted (back in 3 GTs)',
  ADD_rail_German: 'German units whose rail move was interrupted (back in 3 GTs)',
  ADD_depot: 'Your relocating Depot (back in 2 GTs, in your Player Turn)',
  ADD_siege: 'Siege-Artillery markers being deployed (1 GT, German Preliminary Phase)',
  ADD_base: 'An Army Base transfer (done in 3 GTs)',
  ADD_antwerp: 'The Antwerpen Surrenders marker (3 GTs, German Preliminary Phase)',
  REMINDER_train: 'Corps Train',
  REMINDER_rail: 'Units from an interrupted rail move',
  REMINDER_depot: 'Relocating Depot',
  REMINDER_siege: 'Siege-Artillery markers',
  REMINDER_base: 'Army Base transfer completes',
  REMINDER_antwerp: 'Antwerpen Surrenders',
};

/** The rules in force on some game turns only (checklist/dated.ts says which). */
export const notes: StepNotes = {
  sixthArmy: {
    title: 'German Sixth Army plan',
    items: [
      'Unless the French Second Army’s abandoned plan has set it off already, the German player rolls 1D6 in each Preliminary Phase; on GT 3 a 1, 2 or 3 activates it (1/2 a roll). Our source gives no number for the earlier game turns.',
      'Whether the Allied Preliminary Phase rolls too is open (26.6): with both, GT 3 activates it with 3/4.',
    ],
    rules: ['26.6'],
  },
  sixthArmyAuto: { title: 'German Sixth Army plan', items: ['If still idle, it activates now, on the French player turn of GT 4.'], rules: ['26.6'] },
  befTransfer: { title: 'BEF base transfer', items: ['Up to GT 8 a German advance can force the BEF to transfer its base.'], rules: ['23.1'] },
  befVoluntary: { title: 'BEF base transfer', items: ['After GT 6 the British may transfer their base by choice, in any Allied Preliminary Phase.'], rules: ['23.1'] },
  eastWithdrawal: {
    title: 'Reinforcements for the Eastern Front',
    items: ['GT 6: withdraw two 1st-line corps, four attached division-size infantry Formations and one cavalry division; none Bavarian or Demoralized.'],
    rules: ['25.2'],
  },
  ninthArmy: { title: 'Détachement d’Armée', items: ['GT 10: its Depot is replaced by the Ninth Army’s Depot.'], rules: ['17.2'] },
  gdtConversion: { title: 'GDT conversion', items: ['GT 18: the 81t, 82t, 84t and 88t replace their GDT counters; the GDT markers flip, its Corps marker and Train leave play.'], rules: ['22.3'] },
  noAbandon: { title: 'No abandoning yet', items: ['Strategic Plans may not be abandoned on GT 1 or GT 2.'], rules: ['26.3'] },
  activations: {
    title: 'Scheduled activations',
    items: ['Allied Player Turn of GTs 2 and 3: activate every army, corps, Formation and Asset due to activate this game turn, Allied and German alike.'],
    rules: ['4.2.1'],
  },
  gdtMission: {
    title: 'GDT mission, GTs 1-5',
    items: ['GDT units must hold an unbroken chain of ZOCs from a hex beside the Channel to the ZOC of some Allied unit that belongs to an army.'],
    rules: ['22.3'],
  },
  gdt: { title: 'GDT', items: ['Before GT 18 the GDT may not be attached to an army, and its units may not be inside an army’s AoA.'], rules: ['22.3'] },
  hkk: { title: 'HKK cavalry', items: ['Before GT 10 the German cavalry divisions follow the HKK attachment limits.'], rules: ['25.1'] },
  aoaOverlap: { title: 'Allied AoAs', items: ['From GT 22 French AoAs may overlap the BEF’s and the Belgian army’s (never each other).'], rules: ['5.1.5'] },
  ammoShortage: {
    title: 'Ammo Shortage markers',
    items: ['From GT 13: place all your Ammo Shortage markers on Army Depots, one a Depot at most, for one game turn (never the Alsace Army, the Army of Belgium or A-G Belgien).'],
    rules: ['15.8', '15.8.2'],
  },
  reseauReopen: { title: 'Réseau du Nord', items: ['From GT 14 cleared Réseau du Nord lines may become operational again.'], rules: ['18.3'] },
  chaunyRebuilt: { title: 'Chauny', items: ['GT 15: the orange RR structure at Chauny (29.31), if demolished, is rebuilt this game turn (the example of 18.4.3).'], rules: ['18.4.3'] },
  laFereRebuilt: { title: 'La Fère', items: ['GT 16: the orange RR structure at La Fère (31.31), if demolished, is rebuilt this game turn (the example of 18.4.3).'], rules: ['18.4.3'] },
  frenchNoFm: { title: 'GT 1', items: ['French units may not Forced March in this Movement Phase.'], rules: ['22.1'] },
  reseauClearing: {
    title: 'Réseau du Nord clearing',
    items: ['Before GT 10, a German unit coming within 8 hexes of Amiens (22.23) triggers the clearing of the eastern lines (they stop working from the next player turn); with the east cleared, the same near Creil (20.32) triggers the western lines.'],
    rules: ['18.3'],
  },
  poorCavalry: { title: 'Poor Cavalry Doctrine', items: ['GTs 1-9: cavalry may not enter the ZOC of an enemy infantry Formation in this phase.'], rules: ['8.4'] },
  ceRecoveryEarly: {
    title: 'CE recovery, GTs 1-18',
    items: ['A Formation not Demoralized may begin it only with no enemy unit within 2 hexes; 2 hexes if the hex between is held by friendly units in IPs; next to an enemy only in a Level 2 IP.'],
    rules: ['7.5', '7.5.2'],
  },
  ceRecoveryLate: {
    title: 'CE recovery, GTs 19-30',
    items: ['As in GTs 1-18, and also next to an enemy unit from any IP it is stacked in (an IP already there before this phase; all 9 MPs at once, no marker).'],
    rules: ['7.5', '7.5.2'],
  },
  reserveCorpsRail: {
    title: 'New Reserve Corps by rail',
    items: ['GT 23: the Liège, Namur and Arlon RR Bottleneck capacities are raised by 3½.'],
    rules: ['18.6'],
  },
  doctrine: { title: 'Inferior Allied Combat Doctrine', items: ['GTs 1-5, every combat of an Allied stack, Repulses included: attacking, a black 1 rerolls both dice; defending, a black 6 does (the combat calculator applies it).'], rules: ['21.1'] },
  earlyVp: {
    title: 'Before GT 7',
    items: ['French control of all Mulhausen (55.70, 56.70) at the end of a Player Turn: Allies +10 VP. Once a game, at the end of a Player Turn the German chooses: +3 VP for each Lorraine city held.'],
    rules: ['27.2', '27.3'],
  },
  belgianRp: { title: '2nd Inter-Phase', items: ['The Allies receive one special RP that can only entrain a Belgian unit.'], rules: ['24.5'] },
  advanceVp: { title: 'Victory Points', items: ['From the 2nd Inter-Phase: VPs for the German furthest advance, and the penalty for gaps in the front line.'], rules: ['27.4', '27.5'] },
  frenchReserve: { title: 'French Reserve', items: ['From the 3rd Inter-Phase: roll for the French Reserve upgrade each Inter-Phase until it succeeds.'], rules: ['22.4'] },
  ammoMarkers: { title: 'Ammo Shortage markers', items: ['From the 4th Inter-Phase on, every Inter-Phase brings each side one more marker (six each by the 9th).'], rules: ['15.8'] },
  rndRp: { title: '6th Inter-Phase', items: ['The Allies receive a special RP for the Royal Naval Division; the Namur RR Bottleneck marker is placed.'], rules: ['23.3', '18.6'] },
  marineVp: { title: 'German Marine Division', items: ['From the 8th Inter-Phase: −3 VP to the German at each Inter-Phase unless it is in a coastal hex.'], rules: ['27.6'] },
};
