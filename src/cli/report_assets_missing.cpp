// Built only when npm was not found at build time: the report has no charting library.
#include "cli/report_assets.h"

namespace bivouac::cli {

std::string_view report_chart_library() {
  return {};
}
std::string_view report_page_script() {
  return {};
}

}  // namespace bivouac::cli
