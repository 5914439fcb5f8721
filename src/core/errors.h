#pragma once
// Every error a user can cause names what was wrong and what was expected.
#include <stdexcept>
#include <string>

namespace bivouac {

// A game spec, option or bot spec that is not valid.
class SpecError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// A typed action that is not legal now; the message lists the legal choices.
class ActionError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// A JSON document (state, record, request) that does not have the expected shape.
class FormatError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

}  // namespace bivouac
