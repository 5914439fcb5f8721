# Script mode: turn INPUT into a C++ source that registers its bytes under NAME.
file(READ ${INPUT} hex HEX)
string(LENGTH "${hex}" hex_len)
math(EXPR size "${hex_len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," bytes "${hex}")
file(WRITE ${OUTPUT}
"// Generated from ${NAME}; edit the source file, not this one.
#include \"core/resources.h\"
namespace {
const char kData[] = {${bytes} '\\0'};
const bivouac::ResourceRegistrar kRegistrar{\"${NAME}\", std::string_view(kData, ${size})};
}  // namespace
")
