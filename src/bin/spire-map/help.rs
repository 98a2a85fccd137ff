//! The long help texts shared by the commands: how seeds are written, the filter language.

pub const SEED_HELP: &str = "\
SEEDS
  A seed comes in two forms; give exactly one:
    --seed STRING      the seed string the game shows and lets you type, e.g. AGCK93XT.
                       Case-insensitive, O is read as 0, surrounding spaces are ignored.
                       A purely numeric text is still a seed STRING: its digits are
                       base-35 digits (\"10\" is seed 35). Strings worth 2^64 or more
                       wrap around as in the game.
    --seed-value N     the signed 64-bit seed number, as .run files store it in
                       \"seed_played\", e.g. 673465884448 or -1662327278983135018
                       (unsigned values up to 18446744073709551615 are the same 64 bits).
  Output always shows both: the canonical string and the signed number.
  Slay the Spire 2 seeds are strings only (--game sts2 --seed ABCDEFGHJKLM).";

pub const FILTER_HELP: &str = "\
FILTERS
  Conditions joined by `and` (or `,` `;` `&&`); a seed matches when all hold.
  Each condition is ACT.QUANTITY OP VALUE, with ACT a1-a4 (or act1-act4), OP one of
  = != < <= > >=, and QUANTITY one of:
    max(K) / min(K)            most / fewest rooms of kind K on any route through the act
    max(K, floor <= N)         the same, counting floors up to N only (run floor numbers)
    min(K before L)            fewest K before the first L on any route (e.g. elites before rest)
    count(K)  nodes  starts  bottlenecks
                               rooms of kind K on the map, all rooms, first-floor rooms,
                               floors with a single room
    boss  boss2  fight(N)  elite(N)
                               act boss, act-3 second boss (StS1 A20, StS2 A10),
                               N-th normal / elite fight of the act's list
    burning.floor  burning.buff  burning.column
                               StS1: the burning (Emerald Key) elite
    act  ancient  event(N)     StS2: the act's name (a1: Underdocks or Overgrowth), its
                               Ancient, the N-th event of its event order
  StS2 also: neow has NAME / neow lacks NAME (one of Neow's three options);
    aN.ancient offers NAME (the act's Ancient offers the relic whatever the run
    holds); card(N) has NAME, chest(N) = NAME, shop.relic = NAME (the rewards
    of --character's run; docs/search.md says what each assumes).
  StS1 also: neow has BONUS [with COST], aN.bossrelics has NAME, card(1) has NAME.
  StS2 names are those the map shows (\"Soul Fysh\", \"Toadpoles (weak)\"); StS2
  conditions on run-start lists need no map (fast).
  Kinds K: elites fights monsters events rests shops treasures.
  Names compare case-insensitively without spaces: a1.boss = \"Slime Boss\".
  StS1 seeds spelling a trial key (DRAFT, CURSED, ...) never match: the game
  would start a trial with a new random seed.
EXAMPLES
  spire-map search --filter 'a1.burning.floor = 6' --count 100000
  spire-map search --filter 'a1.boss = Hexaghost and a1.min(elites before rest) = 0' --random 1000000 --limit 10
  spire-map search --filter 'a1.max(events) >= 7 and a2.max(events) >= 7' --ascension 20
  spire-map search --game sts2 --filter 'a1.boss = \"Soul Fysh\" and a3.boss2 = Queen' --ascension 10
  spire-map search --game sts2 --filter 'neow has \"Golden Pearl\" and a1.act = Underdocks' --count 10000";
