#include "cli/request_reader.h"

#include <istream>
#include <string>

namespace bivouac::cli {

LineRead read_request_line(std::istream& in, std::string& line, std::size_t cap) {
  line.clear();
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  while (true) {
    const int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return any ? LineRead::kLine : LineRead::kEnd;
    }
    any = true;
    if (c == '\n') return LineRead::kLine;
    if (line.size() >= cap) return LineRead::kTooLong;
    line.push_back(static_cast<char>(c));
  }
}

void skip_rest_of_line(std::istream& in) {
  std::streambuf* buf = in.rdbuf();
  while (true) {
    const int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return;
    }
    if (c == '\n') return;
  }
}

}  // namespace bivouac::cli
