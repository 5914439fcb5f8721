#include "games/reg/combat_file.h"

#include <algorithm>
#include <array>

namespace bivouac::reg {

namespace {
template <std::size_t N>
std::vector<std::string> to_vector(const std::array<std::string_view, N>& a) {
  return {a.begin(), a.end()};
}
constexpr std::array<std::string_view, 5> kTypes = {"foot", "mounted", "elephants", "battlewagons",
                                                    "artillery"};
constexpr std::array<std::string_view, 3> kFormations = {"close", "loose", "skirmish"};
constexpr std::array<std::string_view, 4> kArmours = {"unarmoured", "protected", "armoured",
                                                      "heavily_armoured"};
constexpr std::array<std::string_view, 3> kTerrains = {"unaffected", "affected", "badly_affected"};
constexpr std::array<std::string_view, 3> kContacts = {"front", "side", "rear"};
constexpr std::array<std::string_view, 3> kNeighbours = {"none", "shoved", "shattered"};
constexpr std::array<std::string_view, 3> kGenerals = {"none", "general", "legendary"};
}  // namespace

bool FileSpec::has(const std::string& key) const {
  return std::find(chars.begin(), chars.end(), key) != chars.end();
}

std::string_view type_key(TroopType t) { return kTypes[static_cast<std::size_t>(t)]; }
std::vector<std::string> type_keys() { return to_vector(kTypes); }
std::string_view formation_key(FileFormation f) { return kFormations[static_cast<std::size_t>(f)]; }
std::vector<std::string> formation_keys() { return to_vector(kFormations); }
std::string_view armour_key(Armour a) { return kArmours[static_cast<std::size_t>(a)]; }
std::vector<std::string> armour_keys() { return to_vector(kArmours); }
std::string_view terrain_key(TerrainEffect t) { return kTerrains[static_cast<std::size_t>(t)]; }
std::vector<std::string> terrain_keys() { return to_vector(kTerrains); }
std::string_view contact_key(Contact c) { return kContacts[static_cast<std::size_t>(c)]; }
std::vector<std::string> contact_keys() { return to_vector(kContacts); }
std::string_view neighbour_key(Neighbour n) { return kNeighbours[static_cast<std::size_t>(n)]; }
std::vector<std::string> neighbour_keys() { return to_vector(kNeighbours); }
std::string_view general_key(GeneralPresence g) { return kGenerals[static_cast<std::size_t>(g)]; }
std::vector<std::string> general_keys() { return to_vector(kGenerals); }

}  // namespace bivouac::reg
