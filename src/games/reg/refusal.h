#pragma once
// "The rules forbid this", as distinct from "the request is malformed" (FormatError). A request
// the sheet refuses is answered, not failed: dispatch() turns a RuleRefusal into a reply with
// "allowed": false, the reason and the sheet line, and rolls the session back, so a refused
// request changes nothing. It derives from FormatError so that code which only cares that the
// request did not happen (the terminal's setup lines, older callers) still sees a failure.
#include <string>

#include "core/errors.h"

namespace bivouac::reg {

class RuleRefusal : public FormatError {
 public:
  RuleRefusal(const std::string& why, int sheet_line)
      : FormatError(why + (sheet_line > 0 ? " (sheet line " + std::to_string(sheet_line) + ")"
                                          : std::string())),
        reason(why),
        line(sheet_line) {}
  std::string reason;
  int line = 0;
};

}  // namespace bivouac::reg
