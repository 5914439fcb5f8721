# bivouac_add_game(<id> SOURCES ... [DATA file...])
# Builds one rule system as an OBJECT library so its self-registration is always linked in.
# DATA files are embedded into the binary (see BivouacEmbed.cmake) and can be overridden at run time.
function(bivouac_add_game id)
  cmake_parse_arguments(ARG "" "" "SOURCES;DATA" ${ARGN})
  string(REPLACE "-" "_" target_id "${id}")
  set(target "game_${target_id}")
  add_library(${target} OBJECT ${ARG_SOURCES})
  target_include_directories(${target} PUBLIC ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(${target} PUBLIC bivouac_core)
  foreach(data ${ARG_DATA})
    bivouac_embed(${target} ${data})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY BIVOUAC_GAME_TARGETS ${target})
endfunction()

# bivouac_link_everything(<target>): core, every bot, the simulator and every registered game.
# Bots and games register themselves from static initialisers, so their archives are linked whole.
function(bivouac_link_everything target)
  get_property(games GLOBAL PROPERTY BIVOUAC_GAME_TARGETS)
  target_link_libraries(${target} PRIVATE ${games} "$<LINK_LIBRARY:WHOLE_ARCHIVE,bivouac_ai>"
                                          bivouac_sim bivouac_core)
endfunction()
