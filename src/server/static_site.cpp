#include "server/static_site.h"

#include <fmt/format.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace bivouac::server {

namespace fs = std::filesystem;

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decodes a URL path (no "+" for a space, unlike a query); nullopt if it is malformed or
// decodes to a NUL.
std::optional<std::string> decode_url_path(std::string_view path) {
  std::string out;
  out.reserve(path.size());
  for (std::size_t i = 0; i < path.size(); ++i) {
    char c = path[i];
    if (c == '%') {
      if (i + 2 >= path.size()) return std::nullopt;
      const int hi = hex_value(path[i + 1]);
      const int lo = hex_value(path[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
    }
    if (c == '\0') return std::nullopt;
    out.push_back(c);
  }
  return out;
}

std::string content_type_for(const fs::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  if (ext == ".wasm") return "application/wasm";
  return "application/octet-stream";
}

// The checked relative path of a request ('/'-joined segments), and whether its last segment has
// a dot (an asset, never the page); nullopt when a segment is refused.
struct RequestPath {
  std::string relative;
  bool asset = false;
};

std::optional<RequestPath> request_path(std::string_view target) {
  const std::string_view path = target.substr(0, target.find_first_of("?#"));
  if (path.empty() || path.front() != '/') return std::nullopt;
  const auto decoded = decode_url_path(path);
  if (!decoded) return std::nullopt;
  RequestPath out;
  std::string_view rest = *decoded;
  while (!rest.empty()) {
    const auto slash = rest.find('/');
    const std::string_view seg = rest.substr(0, slash);
    rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
    if (seg.empty()) continue;
    if (seg.front() == '.' || seg.find('\\') != std::string_view::npos) return std::nullopt;
    if (!out.relative.empty()) out.relative += '/';
    out.relative += seg;
    out.asset = seg.find('.') != std::string_view::npos;
  }
  return out;
}

}  // namespace

StaticSite::StaticSite(const fs::path& root) {
  std::error_code ec;
  const fs::path base = fs::canonical(root, ec);
  if (ec || !fs::is_directory(base)) {
    throw std::invalid_argument(fmt::format("--static: \"{}\" is not a directory", root.string()));
  }
  std::size_t total = 0;
  for (auto it = fs::recursive_directory_iterator(base, ec); !ec && it != fs::end(it);
       it.increment(ec)) {
    const fs::path rel = it->path().lexically_relative(base);
    const std::string name = rel.generic_string();
    // Hidden files and folders are never served: skip them whole.
    if (rel.filename().string().starts_with('.')) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(ec)) continue;
    // A link that leads outside the root is not part of the site.
    const fs::path real = fs::canonical(it->path(), ec);
    if (ec || real.lexically_relative(base).string().starts_with("..")) continue;
    std::ifstream in(it->path(), std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    total += buf.str().size();
    if (total > kMaxBytes) {
      throw std::invalid_argument(
          fmt::format("--static: \"{}\" holds more than {} MiB", root.string(), kMaxBytes >> 20));
    }
    files_[name] = File{buf.str(), content_type_for(it->path())};
  }
}

const StaticSite::File* StaticSite::find(std::string_view target) const {
  const auto path = request_path(target);
  if (!path) return nullptr;
  if (auto it = files_.find(path->relative); it != files_.end()) return &it->second;
  const std::string index = path->relative.empty() ? "index.html" : path->relative + "/index.html";
  if (auto it = files_.find(index); it != files_.end()) return &it->second;
  if (path->asset) return nullptr;  // a missing asset is a 404, not the page
  auto it = files_.find("index.html");
  return it == files_.end() ? nullptr : &it->second;
}

}  // namespace bivouac::server
