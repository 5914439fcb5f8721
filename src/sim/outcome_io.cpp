#include "sim/outcome_io.h"

#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/errors.h"

namespace bivouac {

namespace {

class Writer {
 public:
  void u32(std::uint32_t v) { put(&v, sizeof v); }
  void i32(std::int32_t v) { put(&v, sizeof v); }
  void i64(std::int64_t v) { put(&v, sizeof v); }
  void text(std::string_view s) {
    u32(static_cast<std::uint32_t>(s.size()));
    put(s.data(), s.size());
  }
  std::vector<std::uint8_t> take() { return std::move(bytes_); }

 private:
  void put(const void* p, std::size_t n) {
    const auto* b = static_cast<const std::uint8_t*>(p);
    bytes_.insert(bytes_.end(), b, b + n);
  }
  std::vector<std::uint8_t> bytes_;
};

class Reader {
 public:
  explicit Reader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  std::uint32_t u32() { return get<std::uint32_t>(); }
  std::int32_t i32() { return get<std::int32_t>(); }
  std::int64_t i64() { return get<std::int64_t>(); }
  std::string text() {
    const std::uint32_t n = u32();
    need(n);
    std::string s(reinterpret_cast<const char*>(bytes_.data() + at_), n);
    at_ += n;
    return s;
  }
  [[nodiscard]] bool done() const { return at_ == bytes_.size(); }

 private:
  template <typename T>
  T get() {
    need(sizeof(T));
    T v;
    std::memcpy(&v, bytes_.data() + at_, sizeof(T));
    at_ += sizeof(T);
    return v;
  }
  void need(std::size_t n) const {
    if (bytes_.size() - at_ < n) {
      throw FormatError("game outcomes: the buffer ends after " + std::to_string(at_) +
                        " bytes, in the middle of a game");
    }
  }
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

// Strings are numbered in order of first use; the table precedes the games.
class StringTable {
 public:
  std::uint32_t index(const std::string& s) {
    auto [it, added] = index_.try_emplace(s, static_cast<std::uint32_t>(strings_.size()));
    if (added) strings_.push_back(&it->first);
    return it->second;
  }
  void write(Writer& w) const {
    w.u32(static_cast<std::uint32_t>(strings_.size()));
    for (const std::string* s : strings_) w.text(*s);
  }

 private:
  std::unordered_map<std::string, std::uint32_t> index_;
  std::vector<const std::string*> strings_;
};

// A game's fixed fields: five 4-byte numbers, one 8-byte, and its count of card tallies.
constexpr std::size_t kMinGameBytes = 5 * 4 + 8 + 4;

const std::string& lookup(const std::vector<std::string>& table, std::uint32_t i) {
  if (i >= table.size()) {
    throw FormatError("game outcomes: string " + std::to_string(i) + " is not in the table of " +
                      std::to_string(table.size()));
  }
  return table[i];
}

}  // namespace

std::vector<std::uint8_t> encode_outcomes(std::span<const GameOutcome> games) {
  StringTable strings;
  Writer body;
  body.u32(static_cast<std::uint32_t>(games.size()));
  for (const GameOutcome& o : games) {
    body.i32(o.winning_side);
    body.i32(o.first_player);
    body.i32(o.turns);
    body.i64(o.actions);
    body.i32(o.finished ? 1 : 0);
    body.u32(strings.index(o.end_reason));
    body.u32(static_cast<std::uint32_t>(o.cards.size()));
    for (const CardTally& t : o.cards) {
      body.u32(strings.index(t.card));
      body.i32(t.side);
      body.i32(t.drawn);
      body.i32(t.played);
    }
  }
  Writer head;
  strings.write(head);
  std::vector<std::uint8_t> out = head.take();
  const std::vector<std::uint8_t> rest = body.take();
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

std::vector<GameOutcome> decode_outcomes(std::span<const std::uint8_t> bytes) {
  Reader r(bytes);
  const std::uint32_t strings = r.u32();
  // Each string takes at least its 4-byte length, so a count beyond that is a corrupt buffer.
  if (strings > bytes.size() / 4) {
    throw FormatError("game outcomes: a table of " + std::to_string(strings) +
                      " strings cannot fit in " + std::to_string(bytes.size()) + " bytes");
  }
  std::vector<std::string> table(strings);
  for (std::string& s : table) s = r.text();
  const std::uint32_t count = r.u32();
  if (count > bytes.size() / kMinGameBytes) {
    throw FormatError("game outcomes: " + std::to_string(count) + " games cannot fit in " +
                      std::to_string(bytes.size()) + " bytes");
  }
  std::vector<GameOutcome> games;
  games.reserve(count);
  for (std::uint32_t g = 0; g < count; ++g) {
    GameOutcome o;
    o.winning_side = r.i32();
    o.first_player = r.i32();
    o.turns = r.i32();
    o.actions = static_cast<long>(r.i64());
    o.finished = r.i32() != 0;
    o.end_reason = lookup(table, r.u32());
    const std::uint32_t cards = r.u32();
    for (std::uint32_t c = 0; c < cards; ++c) {
      CardTally t;
      t.card = lookup(table, r.u32());
      t.side = r.i32();
      t.drawn = r.i32();
      t.played = r.i32();
      o.cards.push_back(std::move(t));
    }
    games.push_back(std::move(o));
  }
  if (!r.done()) throw FormatError("game outcomes: bytes left over after the last game");
  return games;
}

}  // namespace bivouac
