#include "games/reg/terminal.h"

#include <fmt/format.h>

#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "core/errors.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

struct HelpEntry {
  std::string synopsis;
  std::string detail;
};

const std::map<std::string, HelpEntry>& help_entries() {
  static const std::map<std::string, HelpEntry> m = {
      {"cost",
       {"cost ACTION FORMATION [keil] [ooc] [upgrade] [through] [block=N level=LG] [variant=V]",
        "Card needed for a prompted action (C1-E1) by a Skirmish, Drilled, Formed or Tribal TuG.\n"
        "  keil: Keil/Tercio surcharge; ooc: out of command; upgrade: the general's one-colour\n"
        "  upgrade; through: interpenetration (M2-M6); block=N TuGs (level= checks the size);\n"
        "  tribal: tribal troops (M14); variant=1bw|2bw for C6, combat|no_combat for E1.\n"
        "  e.g. cost M4 drilled keil ooc"}},
      {"move",
       {"move TROOP GOING [fleet] [obstacle] [general] [reduction=N]",
        "Move distance in BW. TROOP: close_foot loose_foot skirmishers close_mounted\n"
        "  loose_mounted mounted_skirmish elephants battlewagons light_artillery\n"
        "  other_artillery. GOING: good rough difficult. e.g. move loose_mounted rough fleet"}},
      {"evade",
       {"evade TROOP GOING [quality=Q] [skirmish] [roll=1-6] [superior_bonus]",
        "Evade (run away or skirmish) distance. Rolls a d6 unless roll= is given.\n"
        "  e.g. evade skirmishers good quality=poor skirmish"}},
      {"claims",
       {"claims [charge|fighting] a.FIELD=V ... b.FIELD=V ... [good_going=no]",
        "Every claim of both files, the totals, the advantage and the dice. File fields:\n"
        "  type=foot|mounted|elephants|battlewagons|artillery  formation=close|loose|skirmish\n"
        "  quality=poor|average|superior|exceptional  armour=unarmoured|protected|armoured|\n"
        "  heavily_armoured  chars=P&S,K&T,IPk,Bay,Elan,Ag,Col,LSp,Pa,IW,Esw,Sw,Pi,CL,S&P,LL\n"
        "  ranks=N  terrain=unaffected|affected|badly_affected  contact=front|side|rear\n"
        "  neighbour=none|shoved|shattered  general=none|general|legendary  uphill obstacle\n"
        "  redoubt irregular combat_shy shot standing=no support\n"
        "  e.g. claims charge a.type=mounted a.chars=CL b.chars=P&S b.ranks=3"}},
      {"roll",
       {"roll [charge|fighting] a.... b.... [a.faces=..] [a.bases=N a.wounds=N] | roll COLOUR...",
        "Rolls a combat (or enter results with a.faces=Skull,blank) and resolves wounds,\n"
        "  shove/shatter, bases lost and breaks. With colours only, rolls those dice.\n"
        "  e.g. roll fighting a.quality=superior b.bases=4 b.wounds=5"}},
      {"shoot",
       {"shoot [dice=N] [up=KEY,..] [down=KEY,..] [drilled] [superior] [keil] [target.bases=N "
        "target.wounds=N] [faces=..]",
        "Shooting die colour from up/downgrades (see: table shooting), wounds and drive back.\n"
        "  shooter=UNIT (or shooter.unit=UNIT shooter.ranks=N): the shooter from the army.\n"
        "  press_on=1bw|2bw: a general within 2 BW wins back drive back of chargers (line 422)."}},
      {"odds",
       {"odds advantage N | odds combat ... | odds dice COLOUR... | odds kab Q | odds general "
        "LEVEL | odds shoot ... | odds evade TROOP GOING",
        "Exact outcome distribution from the face counts (not sampled).\n"
        "  Add effect (shove/shatter), automatic=N, target.bases=N target.wounds=N.\n"
        "  e.g. odds advantage 3 target.bases=4 target.wounds=4"}},
      {"kab",
       {"kab unit QUALITY [bases=N wounds=N] [face=F] | kab general LEVEL | kab general name=NAME",
        "KaB test: the die by quality or level, and the outcome. A named general has it applied."}},
      {"turn",
       {"turn [next|goto STEP|reset]",
        "The turn tracker, 1.1-6.3: what is due now and which tests fall due."}},
      {"table",
       {"table NAME",
        "Shows a transcribed table with sheet lines: turn actions movement evade charge\n"
        "  fighting preferred dice shooting ranges kab generals"}},
      {"faces",
       {"faces [load FILE]",
        "Shows the dice face set in use, or loads one (TOML, as data/dice_faces.toml)."}},
      {"deck",
       {"deck [load FILE]",
        "Shows the deck counts, or loads them (TOML, as data/deck.toml) and starts a fresh pack."}},
      {"general",
       {"general NAME LEVEL [TYPE] [commander=KEY] [allied] [on_table=no] [front_rank with=UG] "
        "[update]",
        "Adds a general (TYPE Professional|Instinctive|Tribal). Army commander KEY:\n"
        "  professional_floating professional_in_command instinctive tribal.\n"
        "  With update, changes on_table/front_rank of an existing general."}},
      {"deal",
       {"deal",
        "Step 1.2: deals every general (dead ones too) up to his allowance; Hesitant check in turn "
        "1."}},
      {"discard",
       {"discard NAME COLOUR...",
        "Step 1.1: discards; at most one card over the allowance may be kept."}},
      {"reshuffle", {"reshuffle", "Step 1.1: shuffles the discards into the pack."}},
      {"gift",
       {"gift NAME COLOUR DISTANCE",
        "Step 1.3: the army commander gifts a card to NAME at DISTANCE BW."}},
      {"play",
       {"play NAME [ACTION UNIT] COLOUR... [upgrade] [ooc] [through] [block=UG,..] [distance=N] "
        "[count=N] [variant=V] [price]",
        "A general plays cards; they go to the discards. With an ACTION (and the UNIT of the\n"
        "  army that acts) the price comes from the army: the unit's formation and Keil, its\n"
        "  command (another command's troops: lines 71-74, distance= needed), a general in the\n"
        "  front rank (line 77), blocks and the skirmishers they pull along (176-181), the\n"
        "  action's card limit (F1: count=N, line 167); the cards must pay exactly. C5/M15\n"
        "  record the general's one move this phase. price: say the price, play nothing.\n"
        "  e.g. play Maurice M4 Pikes Red Green   play Maurice M15 Green"}},
      {"army",
       {"army [load FILE]",
        "Shows the army, or loads it from a TOML or JSON army file (see docs/reg.md)."}},
      {"unit",
       {"unit NAME COMMAND TROOP FORMATION [sug] [keil] [quality=Q] [ranks=N]",
        "Adds a unit group to a general's command. TROOP: foot mounted dragoons artillery\n"
        "  elephants battlewagons; FORMATION: skirmish drilled formed tribal."}},
      {"charge",
       {"charge UNIT [target.skirmish] target.bases=N target.wounds=N",
        "May this unit charge that target? Skirmishers and Dragoons only charge non-skirmishing\n"
        "  TuGs one wound from breaking (line 294)."}},
      {"charged",
       {"charged UNIT [by_tug=no] [open=no] [response=stand|run_away|skirmish]",
        "The charge response: skirmishers charged by a TuG in the open must evade (line 295)."}},
      {"session",
       {"session save FILE | session load FILE",
        "Saves or loads the whole session: army, cards, turn position, seed and options."}},
      {"upgrade",
       {"upgrade NAME", "Marks the general's once-per-phase one-colour upgrade as used."}},
      {"replace",
       {"replace NAME",
        "Steps 4.2 (Professional, Instinctive) / 6.2 (Tribal): replaces a general killed in an\n"
        "  earlier turn, one level lower (lines 31, 40)."}},
      {"hands",
       {"hands",
        "Every general's level, allowance, state and cards; the pack and discards; then\n"
        "  the prompted actions of this phase (or the next with any) with their cost and the\n"
        "  sheet's note beside each."}},
      {"options",
       {"options [NAME VALUE]", "Shows or sets general_wound, s_in_combat, evade_superior_bonus."}},
      {"log", {"log", "Every roll of this session, with the face set it used."}},
      {"seed", {"seed N", "Restarts the dice from seed N (for repeatable sessions)."}},
      {"help", {"help [COMMAND]", "This list, or one command in detail."}},
      {"quit", {"quit", "Leaves the companion (also: exit, end of input)."}},
  };
  return m;
}

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  std::string w;
  while (in >> w) words.push_back(w);
  return words;
}

}  // namespace

std::string help_text(const std::string& command) {
  const auto& entries = help_entries();
  if (!command.empty()) {
    auto it = entries.find(lower(command));
    if (it == entries.end()) {
      throw FormatError(fmt::format("help: no command \"{}\"; type help for the list", command));
    }
    return it->second.synopsis + "\n  " + it->second.detail;
  }
  std::string out =
      "Renatio et Gloriam table companion (REG quick reference sheet, Sep '21 beta;\n"
      "Renatio et Gloriam is by Alasdair Harley and Simon Hall). Commands:\n";
  for (const auto& [name, e] : entries) out += fmt::format("  {:<10} {}\n", name, e.synopsis);
  out += "Words are case-insensitive; key=value sets a field; help COMMAND explains one.";
  return out;
}

bool run_line(Session& s, const std::string& line, std::ostream& out, std::ostream& err) {
  const std::string trimmed = trim(line);
  if (trimmed.empty() || trimmed[0] == '#') return true;
  const auto words = split_words(trimmed);
  const std::string cmd = lower(words[0]);
  try {
    if (cmd == "quit" || cmd == "exit") return false;
    if (cmd == "help" || cmd == "?") {
      out << help_text(words.size() > 1 ? words[1] : "") << "\n";
      return true;
    }
    if (cmd == "seed") {
      if (words.size() != 2) throw FormatError("seed: expected one whole number, e.g. seed 42");
      s.seed = parse_seed(words[1]);
      s.rng.reseed(s.seed);
      out << "dice restart from seed " << s.seed << "\n";
      return true;
    }
    const nlohmann::json reply = dispatch(s, words_to_request(words));
    out << reply.value("text", reply.dump(2)) << "\n";
  } catch (const std::exception& e) {
    // Bad input never ends the session: say what was wrong and carry on.
    err << "error: " << e.what() << "\n";
  }
  return true;
}

int run_terminal(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 std::ostream& err) {
  std::uint64_t seed = std::random_device{}();
  std::vector<std::string> one_shot;
  std::vector<std::string> setup;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= args.size()) {
        err << "error: " << a << " needs " << what << "\n";
        return {};
      }
      return args[++i];
    };
    if (a == "--seed") {
      const std::string v = value("a number");
      try {
        seed = parse_seed(v);
      } catch (const FormatError& e) {
        err << "error: --" << e.what() << "\n";
        return 2;
      }
    } else if (a == "--faces") {
      setup.push_back("faces load " + value("a file"));
    } else if (a == "--deck") {
      setup.push_back("deck load " + value("a file"));
    } else if (a == "--option") {
      const std::string v = value("name=value");
      const auto eq = v.find('=');
      if (eq == std::string::npos) {
        err << "error: --option: expected name=value\n";
        return 2;
      }
      setup.push_back("options " + v.substr(0, eq) + " " + v.substr(eq + 1));
    } else if (a == "--help" || a == "-h") {
      out << "usage: bivouac reg [--seed N] [--faces FILE] [--deck FILE] [--option NAME=VALUE] "
             "[COMMAND ...]\n"
          << help_text("") << "\n";
      return 0;
    } else {
      one_shot.assign(args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
      break;
    }
  }
  Session session(seed);
  std::ostringstream setup_err;
  for (const auto& line : setup) {
    std::ostringstream quiet;
    run_line(session, line, quiet, setup_err);
  }
  if (!setup_err.str().empty()) {
    err << setup_err.str();
    return 2;
  }
  if (!one_shot.empty()) {
    std::ostringstream e;
    run_line(session, join(one_shot, " "), out, e);
    err << e.str();
    return e.str().empty() ? 0 : 1;
  }
  out << "REG table companion - type help for commands, quit to leave. Dice: "
      << session.faces.label() << "\n";
  std::string line;
  while (true) {
    out << "reg> " << std::flush;
    if (!std::getline(in, line)) break;
    if (!run_line(session, line, out, err)) break;
  }
  out << "\n";
  return 0;
}

}  // namespace bivouac::reg
