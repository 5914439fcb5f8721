#include "games/reg/face_set.h"

#include <algorithm>

#include "core/errors.h"
#include "core/resources.h"
#include "games/reg/toml_read.h"

namespace bivouac::reg {

namespace {
constexpr std::array<std::string_view, kFaceCount> kFaceKeys = {"skull", "sword", "s", "blank"};
constexpr std::string_view kDefaultPath = "src/games/reg/data/dice_faces.toml";
}  // namespace

namespace {

// The checks every face set passes, wherever its counts come from: `count_of(colour, face,
// where)` reads one count.
template <typename CountOf>
FaceSet checked_set(std::string name, bool verified, std::string source, CountOf&& count_of) {
  FaceSet f;
  f.name = std::move(name);
  f.verified = verified;
  f.source = std::move(source);
  for (Colour c : kAllColours) {
    const std::string where = f.source + " [" + std::string(colour_name(c)) + "]";
    int total = 0;
    for (std::size_t i = 0; i < kFaceCount; ++i) {
      const auto n = count_of(c, i, where);
      if (n < 0 || n > 100) toml_in::fail(where, kFaceKeys[i], "a face count from 0 to 100");
      f.counts[static_cast<std::size_t>(rank(c))][i] = static_cast<int>(n);
      total += static_cast<int>(n);
    }
    if (total < 1) throw FormatError(where + ": the die needs at least one face");
  }
  return f;
}

}  // namespace

FaceSet FaceSet::load(std::string_view text, const std::string& source) {
  const toml::table doc = toml_in::parse(text, source);
  std::vector<std::string> top = {"name", "verified"};
  for (Colour c : kAllColours) top.emplace_back(colour_name(c));
  toml_in::reject_unknown(doc, top, source);
  return checked_set(toml_in::string(doc, "name", source),
                     toml_in::boolean_or(doc, "verified", false, source), source,
                     [&](Colour c, std::size_t i, const std::string& where) {
                       const auto& t = toml_in::table(doc, colour_name(c), source);
                       if (i == 0)
                         toml_in::reject_unknown(t, {kFaceKeys.begin(), kFaceKeys.end()}, where);
                       return toml_in::integer(t, kFaceKeys[i], where);
                     });
}

FaceSet FaceSet::from_json(const nlohmann::json& j, const std::string& source) {
  if (!j.is_object()) {
    throw FormatError(source +
                      ": expected an object of colours, each {\"skull\":N, \"sword\":N, "
                      "\"s\":N, \"blank\":N}");
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool known = it.key() == "name";
    for (Colour c : kAllColours) known = known || it.key() == colour_name(c);
    if (!known) throw FormatError(source + ": unknown field \"" + it.key() + "\"");
  }
  const std::string name = j.contains("name") && j["name"].is_string()
                               ? j["name"].get<std::string>().substr(0, 64)
                               : std::string("your dice");
  return checked_set(name, false, source, [&](Colour c, std::size_t i, const std::string& where) {
    const auto colour = j.find(std::string(colour_name(c)));
    if (colour == j.end() || !colour->is_object())
      throw FormatError(where + ": expected an object of the four face counts");
    for (auto it = colour->begin(); i == 0 && it != colour->end(); ++it) {
      if (std::find(kFaceKeys.begin(), kFaceKeys.end(), it.key()) == kFaceKeys.end())
        throw FormatError(where + ": unknown face \"" + it.key() + "\"");
    }
    const auto n = colour->find(std::string(kFaceKeys[i]));
    if (n == colour->end() || !n->is_number_integer())
      throw FormatError(where + ": \"" + std::string(kFaceKeys[i]) + "\" must be a whole number");
    return n->get<std::int64_t>();
  });
}

const FaceSet& FaceSet::standard() {
  static const FaceSet set = [] {
    FaceSet f = load(load_text(kDefaultPath), "embedded default");
    return f;
  }();
  return set;
}

int FaceSet::sides(Colour c) const {
  int n = 0;
  for (Face f : kAllFaces) n += count(c, f);
  return n;
}

std::string FaceSet::label() const {
  return name + (verified ? " (verified)" : " (unverified)");
}

std::vector<std::string> FaceSet::doubts() const {
  std::vector<std::string> out;
  if (count(Colour::kWhite, Face::kSkull) != 0) out.push_back("the White die should have no skull");
  if (count(Colour::kRed, Face::kSkull) != 2) out.push_back("the Red die should have two skulls");
  // Compare shares of faces, since a user's dice could have different numbers of sides.
  auto share = [&](Colour c, int upto) {
    int n = 0;
    for (int i = 0; i <= upto; ++i) n += count(c, kAllFaces[static_cast<std::size_t>(i)]);
    return static_cast<double>(n) / sides(c);
  };
  for (int r = 1; r < kColourCount; ++r) {
    const auto lo = static_cast<Colour>(r - 1);
    const auto hi = static_cast<Colour>(r);
    for (int upto = 0; upto < kFaceCount - 1; ++upto) {
      if (share(hi, upto) + 1e-12 < share(lo, upto)) {
        out.push_back(std::string(colour_name(hi)) + " is milder than " +
                      std::string(colour_name(lo)));
        break;
      }
    }
  }
  return out;
}

Face FaceSet::face_at(Colour c, int roll) const {
  int seen = 0;
  for (Face f : kAllFaces) {
    seen += count(c, f);
    if (roll <= seen) return f;
  }
  return Face::kBlank;
}

}  // namespace bivouac::reg
