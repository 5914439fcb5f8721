#pragma once
// The report's scripts, compiled into the binary at build time: the charting library (Chart.js
// with its matrix and error-bar modules, installed by npm from tools/report) and the page script
// src/cli/lab_report.js. Empty when npm was missing at build time.
#include <string_view>

namespace bivouac::cli {

[[nodiscard]] std::string_view report_chart_library();
[[nodiscard]] std::string_view report_page_script();

}  // namespace bivouac::cli
