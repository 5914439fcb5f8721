#include "server/player_name.h"

#include <fmt/format.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>

#include <array>
#include <memory>
#include <stdexcept>

#include "core/errors.h"
#include "core/text_safety.h"

namespace bivouac::server {

namespace {

icu::UnicodeString from_utf8(std::string_view s) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

const icu::Normalizer2& normalizer(const icu::Normalizer2* (*get)(UErrorCode&)) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = get(status);
  if (U_FAILURE(status) || n == nullptr) throw std::runtime_error("an ICU normalizer is missing");
  return *n;
}

// One checker for the process: getting a skeleton only reads it (thread-safe once opened).
const USpoofChecker& spoof_checker() {
  static const std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> checker = [] {
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker* c = uspoof_open(&status);
    if (U_FAILURE(status) || c == nullptr)
      throw std::runtime_error("the ICU spoof checker is unavailable");
    return std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)>(c, uspoof_close);
  }();
  return *checker;
}

icu::UnicodeString skeleton(const icu::UnicodeString& s) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString out;
  uspoof_getSkeletonUnicodeString(&spoof_checker(), 0, s, out, &status);
  if (U_FAILURE(status)) throw FormatError("\"name\" could not be compared with the others");
  return out;
}

// Spaces of every width (and the blank Braille pattern, which shows as one) are one space.
bool blank(UChar32 c) {
  return u_isUWhiteSpace(c) || c == 0x2800;
}

// A zero-width joiner or variation selector that belongs to an emoji ("👍🏽", "❤️", a ZWJ
// family) is part of how it is drawn, not a hidden difference: allowed right after an emoji.
bool emoji_joiner(UChar32 c, UChar32 previous) {
  if (c != 0x200D && c != 0xFE0F) return false;
  return u_hasBinaryProperty(previous, UCHAR_EXTENDED_PICTOGRAPHIC) ||
         u_hasBinaryProperty(previous, UCHAR_EMOJI_MODIFIER) || previous == 0xFE0F;
}

void refuse_hidden_characters(const icu::UnicodeString& normal) {
  bool visible = false;
  UChar32 previous = 0;
  for (int32_t i = 0; i < normal.length(); i = normal.moveIndex32(i, 1)) {
    const UChar32 c = normal.char32At(i);
    const auto type = static_cast<UCharCategory>(u_charType(c));
    if (type == U_CONTROL_CHAR || type == U_LINE_SEPARATOR || type == U_PARAGRAPH_SEPARATOR)
      throw FormatError(fmt::format(
          "\"name\" holds the control character U+{:04X}; a name is text on one line", c));
    if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL))
      throw FormatError(
          fmt::format("\"name\" holds the bidirectional control U+{:04X}, which "
                      "would reorder the text around it; names may not",
                      c));
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) && !emoji_joiner(c, previous))
      throw FormatError(
          fmt::format("\"name\" holds the invisible character U+{:04X}, which would make it look "
                      "like another name; names may not",
                      c));
    if (type == U_UNASSIGNED || type == U_PRIVATE_USE_CHAR || type == U_SURROGATE)
      throw FormatError(fmt::format(
          "\"name\" holds U+{:04X}, which has no agreed look (unassigned or private use)", c));
    visible = visible || !blank(c);
    previous = c;
  }
  if (!visible) throw FormatError("\"name\" has nothing visible in it; write a name or send none");
}

}  // namespace

namespace {

// Invisible characters gone, spacing collapsed and trimmed.
std::string tidy(const icu::UnicodeString& s) {
  icu::UnicodeString key;
  bool space = false;
  for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1)) {
    const UChar32 c = s.char32At(i);
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) continue;
    if (blank(c)) {
      space = !key.isEmpty();
      continue;
    }
    if (space) key.append(static_cast<UChar32>(' '));
    space = false;
    key.append(c);
  }
  std::string out;
  key.toUTF8String(out);
  return out;
}

std::array<std::string, 2> name_lookalike_keys(std::string_view name) {
  // Width and compatibility forms first ("Ｐ" is "P", "²" is "2"); then the confusable skeleton of
  // the case-folded text (" ALICE" is "alice"), and the case-folded skeleton of the text as
  // written (a capital I looks like an l, which folding first would lose: "PIayer" is "Player").
  UErrorCode status = U_ZERO_ERROR;
  const icu::UnicodeString s =
      normalizer(icu::Normalizer2::getNFKCInstance).normalize(from_utf8(name), status);
  if (U_FAILURE(status)) throw FormatError("\"name\" could not be normalized (NFKC)");
  icu::UnicodeString folded = s;
  folded.foldCase();
  return {tidy(skeleton(folded)), tidy(skeleton(skeleton(s).foldCase()))};
}

}  // namespace

bool names_look_alike(std::string_view a, std::string_view b) {
  const auto ka = name_lookalike_keys(a);
  const auto kb = name_lookalike_keys(b);
  return ka[0] == kb[0] || ka[1] == kb[1];
}

std::string checked_player_name(std::string_view raw, const Game& game, int seat,
                                const std::vector<std::string>& others) {
  if (raw.empty()) return {};
  if (const auto bad = utf8_error_offset(raw))
    throw FormatError(fmt::format("\"name\" is not valid UTF-8 (byte {})", *bad));
  UErrorCode status = U_ZERO_ERROR;
  const icu::UnicodeString normal =
      normalizer(icu::Normalizer2::getNFCInstance).normalize(from_utf8(raw), status);
  if (U_FAILURE(status)) throw FormatError("\"name\" could not be normalized (NFC)");
  refuse_hidden_characters(normal);
  std::string out;
  normal.toUTF8String(out);
  if (out.size() > kMaxPlayerNameBytes)
    throw FormatError(fmt::format("\"name\" is too long (at most {} bytes)", kMaxPlayerNameBytes));
  for (int p = 0; p < game.num_players(); ++p) {
    if (p != seat && names_look_alike(out, game.player_name(p)))
      throw FormatError(
          fmt::format("\"name\" \"{}\" looks like seat {}'s default name \"{}\"; choose a name of "
                      "your own",
                      out, p, game.player_name(p)));
  }
  for (const std::string& other : others) {
    if (!other.empty() && names_look_alike(out, other))
      throw FormatError(fmt::format(
          "\"name\" \"{}\" looks like \"{}\", the name of another seat of this game; choose a "
          "name of your own",
          out, other));
  }
  return out;
}

}  // namespace bivouac::server
