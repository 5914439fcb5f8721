#pragma once
// Named data lists that live only while held (issue 41): register_named_data (core/resources.h)
// offers a list for the whole process (the operator's --cards-dir); hold_named_data offers one
// only while the returned handle or a copy of it lives (a list sent over the network, held by the
// games made on it), so that nothing a client sent outlives what uses it.
#include <cstddef>
#include <memory>
#include <string>

namespace bivouac {

using NamedDataHold = std::shared_ptr<const std::string>;
// Offers `text` under `name` until the last copy of the result is gone (unless the name is
// offered for good meanwhile). Offered already: that text is held, `text` ignored.
[[nodiscard]] NamedDataHold hold_named_data(const std::string& name, std::string text);
// How many lists are offered now, for good or held (for tests of the bound above).
[[nodiscard]] std::size_t named_data_count();

}  // namespace bivouac
