//! The card pools card rewards and Neow draw from (spec sts1-content.md
//! §4.1, §2.3), as data: the `.run` id and the display name of every card,
//! in the order the game's pools hold them.
//!
//! **Class pools** (`AbstractDungeon.initializeCardPools`): the character's
//! cards, in the iteration order of `CardLibrary`'s `HashMap`, split by
//! rarity into common / uncommon / rare (`addToTop` appends). A reward
//! takes `pool[cardRng.random(len - 1)]` from these directly.
//!
//! **Colourless pools**: the game's `CardGroup.getRandomCard(true, rarity)`
//! copies the cards of that rarity and **sorts them** (`AbstractCard`
//! compares by `cardID`) before the draw, so their order is the ids'
//! order (Java `String.compareTo`, byte order for these ASCII ids; a unit
//! test in [`super::cards`] checks it).
//!
//! **Curses** (`CardLibrary.getCurse`): the curses that can be given at
//! random, in the order the game lists them.
//!
//! Data, transcribed from gamerpuppy/sts_lightspeed: the orders from
//! `include/constants/CardPools.h` (commit 6b4a323ba49d2f2183624c495467780e9decc516:
//! `RarityCardPool::cardBlob` with its `groupOffset` / `groupSize`,
//! `ColorlessRarityCardPool::colorlessCardBlob`, `curseCardPool`); the ids
//! and names from `include/constants/Cards.h` (commit
//! 28f377ee5649a9a89817ad2bfbec914b69f7f7c3: `cardStringIds`, `cardNames`).
//! Sizes: Ironclad 20/36/16, Silent 19/33/19, Defect 18/36/17, Watcher
//! 19/35/17; colourless 20 uncommon, 15 rare; 10 curses.

/// A card of a pool: its `.run` id (`cardID`, e.g. `Underhanded Strike`)
/// and the name the game shows (e.g. `Sneaky Strike`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardDef {
    /// The id `.run` files write (`card_choices`, `master_deck`).
    pub id: &'static str,
    /// The display name.
    pub name: &'static str,
}

const fn c(id: &'static str, name: &'static str) -> CardDef {
    CardDef { id, name }
}

/// The Ironclad's common cards, in the pool's order.
pub const IRONCLAD_COMMON: [CardDef; 20] = [
    c("Anger", "Anger"),
    c("Cleave", "Cleave"),
    c("Warcry", "Warcry"),
    c("Flex", "Flex"),
    c("Iron Wave", "Iron Wave"),
    c("Body Slam", "Body Slam"),
    c("True Grit", "True Grit"),
    c("Shrug It Off", "Shrug It Off"),
    c("Clash", "Clash"),
    c("Thunderclap", "Thunderclap"),
    c("Pommel Strike", "Pommel Strike"),
    c("Twin Strike", "Twin Strike"),
    c("Clothesline", "Clothesline"),
    c("Armaments", "Armaments"),
    c("Havoc", "Havoc"),
    c("Headbutt", "Headbutt"),
    c("Wild Strike", "Wild Strike"),
    c("Heavy Blade", "Heavy Blade"),
    c("Perfected Strike", "Perfected Strike"),
    c("Sword Boomerang", "Sword Boomerang"),
];

/// The Ironclad's uncommon cards, in the pool's order.
pub const IRONCLAD_UNCOMMON: [CardDef; 36] = [
    c("Spot Weakness", "Spot Weakness"),
    c("Inflame", "Inflame"),
    c("Power Through", "Power Through"),
    c("Dual Wield", "Dual Wield"),
    c("Infernal Blade", "Infernal Blade"),
    c("Reckless Charge", "Reckless Charge"),
    c("Hemokinesis", "Hemokinesis"),
    c("Intimidate", "Intimidate"),
    c("Blood for Blood", "Blood for Blood"),
    c("Flame Barrier", "Flame Barrier"),
    c("Pummel", "Pummel"),
    c("Burning Pact", "Burning Pact"),
    c("Metallicize", "Metallicize"),
    c("Shockwave", "Shockwave"),
    c("Rampage", "Rampage"),
    c("Sever Soul", "Sever Soul"),
    c("Whirlwind", "Whirlwind"),
    c("Combust", "Combust"),
    c("Dark Embrace", "Dark Embrace"),
    c("Seeing Red", "Seeing Red"),
    c("Disarm", "Disarm"),
    c("Feel No Pain", "Feel No Pain"),
    c("Rage", "Rage"),
    c("Entrench", "Entrench"),
    c("Sentinel", "Sentinel"),
    c("Battle Trance", "Battle Trance"),
    c("Searing Blow", "Searing Blow"),
    c("Second Wind", "Second Wind"),
    c("Rupture", "Rupture"),
    c("Bloodletting", "Bloodletting"),
    c("Carnage", "Carnage"),
    c("Dropkick", "Dropkick"),
    c("Fire Breathing", "Fire Breathing"),
    c("Ghostly Armor", "Ghostly Armor"),
    c("Uppercut", "Uppercut"),
    c("Evolve", "Evolve"),
];

/// The Ironclad's rare cards, in the pool's order.
pub const IRONCLAD_RARE: [CardDef; 16] = [
    c("Immolate", "Immolate"),
    c("Offering", "Offering"),
    c("Exhume", "Exhume"),
    c("Reaper", "Reaper"),
    c("Brutality", "Brutality"),
    c("Juggernaut", "Juggernaut"),
    c("Impervious", "Impervious"),
    c("Berserk", "Berserk"),
    c("Fiend Fire", "Fiend Fire"),
    c("Barricade", "Barricade"),
    c("Corruption", "Corruption"),
    c("Limit Break", "Limit Break"),
    c("Feed", "Feed"),
    c("Bludgeon", "Bludgeon"),
    c("Demon Form", "Demon Form"),
    c("Double Tap", "Double Tap"),
];

/// The Silent's common cards, in the pool's order.
pub const SILENT_COMMON: [CardDef; 19] = [
    c("Cloak And Dagger", "Cloak and Dagger"),
    c("Underhanded Strike", "Sneaky Strike"),
    c("Deadly Poison", "Deadly Poison"),
    c("Dagger Spray", "Dagger Spray"),
    c("Bane", "Bane"),
    c("Blade Dance", "Blade Dance"),
    c("Deflect", "Deflect"),
    c("Dagger Throw", "Dagger Throw"),
    c("Poisoned Stab", "Poisoned Stab"),
    c("Acrobatics", "Acrobatics"),
    c("Quick Slash", "Quick Slash"),
    c("Slice", "Slice"),
    c("Backflip", "Backflip"),
    c("Outmaneuver", "Outmaneuver"),
    c("Prepared", "Prepared"),
    c("PiercingWail", "Piercing Wail"),
    c("Sucker Punch", "Sucker Punch"),
    c("Dodge and Roll", "Dodge and Roll"),
    c("Flying Knee", "Flying Knee"),
];

/// The Silent's uncommon cards, in the pool's order.
pub const SILENT_UNCOMMON: [CardDef; 33] = [
    c("Crippling Poison", "Crippling Cloud"),
    c("Leg Sweep", "Leg Sweep"),
    c("Catalyst", "Catalyst"),
    c("Tactician", "Tactician"),
    c("Expertise", "Expertise"),
    c("Choke", "Choke"),
    c("Caltrops", "Caltrops"),
    c("Blur", "Blur"),
    c("Setup", "Setup"),
    c("Endless Agony", "Endless Agony"),
    c("Riddle With Holes", "Riddle with Holes"),
    c("Skewer", "Skewer"),
    c("Calculated Gamble", "Calculated Gamble"),
    c("Escape Plan", "Escape Plan"),
    c("Finisher", "Finisher"),
    c("Well Laid Plans", "Well-Laid Plans"),
    c("Terror", "Terror"),
    c("Heel Hook", "Heel Hook"),
    c("Noxious Fumes", "Noxious Fumes"),
    c("Infinite Blades", "Infinite Blades"),
    c("Reflex", "Reflex"),
    c("Eviscerate", "Eviscerate"),
    c("Dash", "Dash"),
    c("Backstab", "Backstab"),
    c("Bouncing Flask", "Bouncing Flask"),
    c("Concentrate", "Concentrate"),
    c("Flechettes", "Flechettes"),
    c("Masterful Stab", "Masterful Stab"),
    c("Accuracy", "Accuracy"),
    c("Footwork", "Footwork"),
    c("Distraction", "Distraction"),
    c("All Out Attack", "All-Out Attack"),
    c("Predator", "Predator"),
];

/// The Silent's rare cards, in the pool's order.
pub const SILENT_RARE: [CardDef; 19] = [
    c("Grand Finale", "Grand Finale"),
    c("A Thousand Cuts", "A Thousand Cuts"),
    c("Glass Knife", "Glass Knife"),
    c("Storm of Steel", "Storm of Steel"),
    c("Bullet Time", "Bullet Time"),
    c("After Image", "After Image"),
    c("Unload", "Unload"),
    c("Night Terror", "Nightmare"),
    c("Tools of the Trade", "Tools of the Trade"),
    c("Wraith Form v2", "Wraith Form"),
    c("Burst", "Burst"),
    c("Doppelganger", "Doppelganger"),
    c("Envenom", "Envenom"),
    c("Adrenaline", "Adrenaline"),
    c("Die Die Die", "Die Die Die"),
    c("Phantasmal Killer", "Phantasmal Killer"),
    c("Malaise", "Malaise"),
    c("Corpse Explosion", "Corpse Explosion"),
    c("Venomology", "Alchemize"),
];

/// The Defect's common cards, in the pool's order.
pub const DEFECT_COMMON: [CardDef; 18] = [
    c("Go for the Eyes", "Go for the Eyes"),
    c("Ball Lightning", "Ball Lightning"),
    c("Streamline", "Streamline"),
    c("Redo", "Recursion"),
    c("Compile Driver", "Compile Driver"),
    c("Barrage", "Barrage"),
    c("Stack", "Stack"),
    c("Rebound", "Rebound"),
    c("Gash", "Claw"),
    c("Coolheaded", "Coolheaded"),
    c("Turbo", "TURBO"),
    c("Sweeping Beam", "Sweeping Beam"),
    c("Conserve Battery", "Charge Battery"),
    c("Hologram", "Hologram"),
    c("Beam Cell", "Beam Cell"),
    c("Leap", "Leap"),
    c("Cold Snap", "Cold Snap"),
    c("Steam", "Steam Barrier"),
];

/// The Defect's uncommon cards, in the pool's order.
pub const DEFECT_UNCOMMON: [CardDef; 36] = [
    c("Storm", "Storm"),
    c("Genetic Algorithm", "Genetic Algorithm"),
    c("Steam Power", "Overclock"),
    c("Hello World", "Hello World"),
    c("Sunder", "Sunder"),
    c("Glacier", "Glacier"),
    c("Consume", "Consume"),
    c("Fusion", "Fusion"),
    c("Aggregate", "Aggregate"),
    c("Blizzard", "Blizzard"),
    c("Chaos", "Chaos"),
    c("Melter", "Melter"),
    c("Self Repair", "Self Repair"),
    c("Loop", "Loop"),
    c("Chill", "Chill"),
    c("BootSequence", "Boot Sequence"),
    c("Static Discharge", "Static Discharge"),
    c("Heatsinks", "Heatsinks"),
    c("Tempest", "Tempest"),
    c("Undo", "Equilibrium"),
    c("Force Field", "Force Field"),
    c("FTL", "FTL"),
    c("Rip and Tear", "Rip and Tear"),
    c("Darkness", "Darkness"),
    c("Double Energy", "Double Energy"),
    c("Reinforced Body", "Reinforced Body"),
    c("Auto Shields", "Auto-Shields"),
    c("Reprogram", "Reprogram"),
    c("Lockon", "Bullseye"),
    c("Scrape", "Scrape"),
    c("Recycle", "Recycle"),
    c("Skim", "Skim"),
    c("White Noise", "White Noise"),
    c("Capacitor", "Capacitor"),
    c("Defragment", "Defragment"),
    c("Doom and Gloom", "Doom and Gloom"),
];

/// The Defect's rare cards, in the pool's order.
pub const DEFECT_RARE: [CardDef; 17] = [
    c("Core Surge", "Core Surge"),
    c("Fission", "Fission"),
    c("Creative AI", "Creative AI"),
    c("Amplify", "Amplify"),
    c("Reboot", "Reboot"),
    c("All For One", "All for One"),
    c("Echo Form", "Echo Form"),
    c("Meteor Strike", "Meteor Strike"),
    c("Seek", "Seek"),
    c("Rainbow", "Rainbow"),
    c("Buffer", "Buffer"),
    c("Electrodynamics", "Electrodynamics"),
    c("Machine Learning", "Machine Learning"),
    c("Biased Cognition", "Biased Cognition"),
    c("Thunder Strike", "Thunder Strike"),
    c("Hyperbeam", "Hyperbeam"),
    c("Multi-Cast", "Multi-Cast"),
];

/// The Watcher's common cards, in the pool's order.
pub const WATCHER_COMMON: [CardDef; 19] = [
    c("Consecrate", "Consecrate"),
    c("BowlingBash", "Bowling Bash"),
    c("FlyingSleeves", "Flying Sleeves"),
    c("Halt", "Halt"),
    c("JustLucky", "Just Lucky"),
    c("FlurryOfBlows", "Flurry of Blows"),
    c("Protect", "Protect"),
    c("ThirdEye", "Third Eye"),
    c("Crescendo", "Crescendo"),
    c("ClearTheMind", "Tranquility"),
    c("EmptyBody", "Empty Body"),
    c("SashWhip", "Sash Whip"),
    c("CutThroughFate", "Cut Through Fate"),
    c("FollowUp", "Follow-Up"),
    c("PathToVictory", "Pressure Points"),
    c("CrushJoints", "Crush Joints"),
    c("Evaluate", "Evaluate"),
    c("Prostrate", "Prostrate"),
    c("EmptyFist", "Empty Fist"),
];

/// The Watcher's uncommon cards, in the pool's order.
pub const WATCHER_UNCOMMON: [CardDef; 35] = [
    c("WheelKick", "Wheel Kick"),
    c("Vengeance", "Simmering Fury"),
    c("Wireheading", "Foresight"),
    c("Sanctity", "Sanctity"),
    c("TalkToTheHand", "Talk to the Hand"),
    c("BattleHymn", "Battle Hymn"),
    c("Indignation", "Indignation"),
    c("WindmillStrike", "Windmill Strike"),
    c("ForeignInfluence", "Foreign Influence"),
    c("LikeWater", "Like Water"),
    c("Fasting2", "Fasting"),
    c("CarveReality", "Carve Reality"),
    c("Wallop", "Wallop"),
    c("WreathOfFlame", "Wreath of Flame"),
    c("Collect", "Collect"),
    c("InnerPeace", "Inner Peace"),
    c("Adaptation", "Rushdown"),
    c("DeceiveReality", "Deceive Reality"),
    c("MentalFortress", "Mental Fortress"),
    c("ReachHeaven", "Reach Heaven"),
    c("FearNoEvil", "Fear No Evil"),
    c("SandsOfTime", "Sands of Time"),
    c("WaveOfTheHand", "Wave of the Hand"),
    c("Study", "Study"),
    c("Meditate", "Meditate"),
    c("Perseverance", "Perseverance"),
    c("Swivel", "Swivel"),
    c("Worship", "Worship"),
    c("Conclude", "Conclude"),
    c("Tantrum", "Tantrum"),
    c("Nirvana", "Nirvana"),
    c("EmptyMind", "Empty Mind"),
    c("Weave", "Weave"),
    c("SignatureMove", "Signature Move"),
    c("Pray", "Pray"),
];

/// The Watcher's rare cards, in the pool's order.
pub const WATCHER_RARE: [CardDef; 17] = [
    c("DeusExMachina", "Deus Ex Machina"),
    c("DevaForm", "Deva Form"),
    c("SpiritShield", "Spirit Shield"),
    c("Establishment", "Establishment"),
    c("Omniscience", "Omniscience"),
    c("Wish", "Wish"),
    c("Alpha", "Alpha"),
    c("Vault", "Vault"),
    c("Scrawl", "Scrawl"),
    c("LessonLearned", "Lesson Learned"),
    c("Ragnarok", "Ragnarok"),
    c("Blasphemy", "Blasphemy"),
    c("Devotion", "Devotion"),
    c("Brilliance", "Brilliance"),
    c("MasterReality", "Master Reality"),
    c("ConjureBlade", "Conjure Blade"),
    c("Judgement", "Judgment"),
];

/// The colourless uncommon cards, in the pool's order (sorted by id).
pub const COLORLESS_UNCOMMON: [CardDef; 20] = [
    c("Bandage Up", "Bandage Up"),
    c("Blind", "Blind"),
    c("Dark Shackles", "Dark Shackles"),
    c("Deep Breath", "Deep Breath"),
    c("Discovery", "Discovery"),
    c("Dramatic Entrance", "Dramatic Entrance"),
    c("Enlightenment", "Enlightenment"),
    c("Finesse", "Finesse"),
    c("Flash of Steel", "Flash of Steel"),
    c("Forethought", "Forethought"),
    c("Good Instincts", "Good Instincts"),
    c("Impatience", "Impatience"),
    c("Jack Of All Trades", "Jack of All Trades"),
    c("Madness", "Madness"),
    c("Mind Blast", "Mind Blast"),
    c("Panacea", "Panacea"),
    c("PanicButton", "Panic Button"),
    c("Purity", "Purity"),
    c("Swift Strike", "Swift Strike"),
    c("Trip", "Trip"),
];

/// The colourless rare cards, in the pool's order (sorted by id).
pub const COLORLESS_RARE: [CardDef; 15] = [
    c("Apotheosis", "Apotheosis"),
    c("Chrysalis", "Chrysalis"),
    c("HandOfGreed", "Hand of Greed"),
    c("Magnetism", "Magnetism"),
    c("Master of Strategy", "Master of Strategy"),
    c("Mayhem", "Mayhem"),
    c("Metamorphosis", "Metamorphosis"),
    c("Panache", "Panache"),
    c("Sadistic Nature", "Sadistic Nature"),
    c("Secret Technique", "Secret Technique"),
    c("Secret Weapon", "Secret Weapon"),
    c("The Bomb", "The Bomb"),
    c("Thinking Ahead", "Thinking Ahead"),
    c("Transmutation", "Transmutation"),
    c("Violence", "Violence"),
];

/// The curses `CardLibrary.getCurse` draws from, in its order.
pub const CURSES: [CardDef; 10] = [
    c("Regret", "Regret"),
    c("Injury", "Injury"),
    c("Shame", "Shame"),
    c("Parasite", "Parasite"),
    c("Normality", "Normality"),
    c("Doubt", "Doubt"),
    c("Writhe", "Writhe"),
    c("Pain", "Pain"),
    c("Decay", "Decay"),
    c("Clumsy", "Clumsy"),
];
