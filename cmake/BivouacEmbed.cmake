# bivouac_embed(<target> <file>): compile <file> into <target> as an embedded resource that
# bivouac::resource("<path relative to the source root>") returns at run time.
function(bivouac_embed target file)
  get_filename_component(abs ${file} ABSOLUTE)
  file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR} ${abs})
  string(MAKE_C_IDENTIFIER "${rel}" ident)
  set(out ${CMAKE_BINARY_DIR}/embedded/${ident}.cpp)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${abs} -DOUTPUT=${out} -DNAME=${rel} -DIDENT=${ident}
            -P ${CMAKE_SOURCE_DIR}/cmake/embed_file.cmake
    DEPENDS ${abs} ${CMAKE_SOURCE_DIR}/cmake/embed_file.cmake
    COMMENT "Embedding ${rel}")
  target_sources(${target} PRIVATE ${out})
endfunction()
