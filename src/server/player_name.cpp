#include "server/player_name.h"

#include <fmt/format.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <cctype>

#include "core/errors.h"
#include "core/text_safety.h"

namespace bivouac::server {

namespace {

// ASCII case and surrounding spaces do not make a different name: "player 2 " poses as "Player 2"
// as well as the exact text does.
std::string comparable(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string checked_player_name(std::string_view raw, const Game& game, int seat) {
  if (raw.empty()) return {};
  if (const auto bad = utf8_error_offset(raw))
    throw FormatError(fmt::format("\"name\" is not valid UTF-8 (byte {})", *bad));
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status) || nfc == nullptr)
    throw std::runtime_error("the ICU NFC normalizer is unavailable");
  const icu::UnicodeString text =
      icu::UnicodeString::fromUTF8(icu::StringPiece(raw.data(), static_cast<int32_t>(raw.size())));
  const icu::UnicodeString normal = nfc->normalize(text, status);
  if (U_FAILURE(status)) throw FormatError("\"name\" could not be normalized (NFC)");
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
  }
  std::string out;
  normal.toUTF8String(out);
  if (out.size() > kMaxPlayerNameBytes)
    throw FormatError(fmt::format("\"name\" is too long (at most {} bytes)", kMaxPlayerNameBytes));
  for (int p = 0; p < game.num_players(); ++p) {
    if (p != seat && comparable(out) == comparable(game.player_name(p)))
      throw FormatError(
          fmt::format("\"name\" \"{}\" is seat {}'s default name; choose a name of "
                      "your own",
                      out, p));
  }
  return out;
}

}  // namespace bivouac::server
