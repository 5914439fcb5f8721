#pragma once
// The description of one file in a combat: everything a claim on the sheet (lines 183-290)
// asks about it. Defaults describe an ordinary Average close-order foot file fighting frontally.
#include <string>
#include <vector>

#include "games/reg/quality.h"

namespace bivouac::reg {

enum class TroopType { kFoot, kMounted, kElephants, kBattlewagons, kArtillery };
enum class FileFormation { kClose, kLoose, kSkirmish };
enum class Armour { kUnarmoured, kProtected, kArmoured, kHeavilyArmoured };
enum class TerrainEffect { kUnaffected, kAffected, kBadlyAffected };
enum class Contact { kFront, kSide, kRear };  // the edge of this file the enemy touches
enum class Neighbour { kNone, kShoved, kShattered };
enum class GeneralPresence { kNone, kGeneral, kLegendary };

struct FileSpec {
  TroopType type = TroopType::kFoot;
  FileFormation formation = FileFormation::kClose;
  Quality quality = Quality::kAverage;
  Armour armour = Armour::kProtected;
  std::vector<std::string> chars;  // characteristic keys from claims.toml ("P&S", "CL" ...)
  int ranks = 2;
  TerrainEffect terrain = TerrainEffect::kUnaffected;
  Contact contact = Contact::kFront;
  Neighbour neighbour = Neighbour::kNone;
  GeneralPresence general = GeneralPresence::kNone;
  bool uphill = false;
  bool obstacle = false;     // defending a linear obstacle
  bool redoubt = false;      // in redoubts or behind barricades
  bool irregular = false;
  bool combat_shy = false;
  bool shot = false;         // mounted who shot this turn
  bool standing = true;      // foot standing to receive a charge
  bool support = false;      // a supporting file (melee only, line 288-290)

  [[nodiscard]] bool has(const std::string& key) const;
  [[nodiscard]] bool foot() const { return type == TroopType::kFoot; }
  [[nodiscard]] bool mounted() const { return type == TroopType::kMounted; }
  [[nodiscard]] bool mounted_or_el() const {
    return type == TroopType::kMounted || type == TroopType::kElephants;
  }
  [[nodiscard]] bool tug() const { return formation != FileFormation::kSkirmish; }
  [[nodiscard]] bool frontal() const { return contact == Contact::kFront; }
};

[[nodiscard]] std::string_view type_key(TroopType t);  // "foot", "mounted", "elephants" ...
[[nodiscard]] std::vector<std::string> type_keys();
[[nodiscard]] std::string_view formation_key(FileFormation f);
[[nodiscard]] std::vector<std::string> formation_keys();
[[nodiscard]] std::string_view armour_key(Armour a);
[[nodiscard]] std::vector<std::string> armour_keys();
[[nodiscard]] std::string_view terrain_key(TerrainEffect t);
[[nodiscard]] std::vector<std::string> terrain_keys();
[[nodiscard]] std::string_view contact_key(Contact c);
[[nodiscard]] std::vector<std::string> contact_keys();
[[nodiscard]] std::string_view neighbour_key(Neighbour n);
[[nodiscard]] std::vector<std::string> neighbour_keys();
[[nodiscard]] std::string_view general_key(GeneralPresence g);
[[nodiscard]] std::vector<std::string> general_keys();

}  // namespace bivouac::reg
