#pragma once
// Reads one request line with a length cap, so an endless line (`bivouac engine < /dev/zero`)
// is refused as soon as it crosses the cap instead of filling memory.
#include <cstddef>
#include <iosfwd>
#include <string>

namespace bivouac::cli {

enum class LineRead {
  kLine,     // `line` holds a complete line (without its newline)
  kTooLong,  // the line crossed `cap`; the caller answers, then calls skip_rest_of_line
  kEnd,      // end of input and nothing read
};

LineRead read_request_line(std::istream& in, std::string& line, std::size_t cap);
// Discards input up to and including the next newline (or to the end).
void skip_rest_of_line(std::istream& in);

}  // namespace bivouac::cli
