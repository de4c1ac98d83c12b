#pragma once
// Umbrella header: the whole library, layer by layer.

// Rules as data: boards, throws, policies, presets and the run-time registry of presets, the one-die rule
// sets whose options are values (one_die_dynamic.hpp, two_dice_dynamic.hpp, traditional_dynamic.hpp) and their specs; errors, and
// the fixed-capacity list that throws and actions are kept in.
#include "rules/board.hpp"
#include "rules/errors.hpp"
#include "rules/fixed_list.hpp"
#include "rules/one_die_dynamic.hpp"
#include "rules/one_die_options.hpp"
#include "rules/one_die_presets.hpp"
#include "rules/one_die_spec.hpp"
#include "rules/policies.hpp"
#include "rules/presets.hpp"
#include "rules/probability.hpp"
#include "rules/registry.hpp"
#include "rules/rules_spec.hpp"
#include "rules/setup.hpp"
#include "rules/throws.hpp"
#include "rules/traditional_dynamic.hpp"
#include "rules/two_dice_dynamic.hpp"
#include "rules/two_dice_options.hpp"

// The engine: state, actions, legal actions, apply/undo, chance sampling, enumeration, score.
#include "engine/action.hpp"
#include "engine/action_text.hpp"
#include "engine/chance.hpp"
#include "engine/find_action.hpp"
#include "engine/invariants.hpp"
#include "engine/legal_actions.hpp"
#include "engine/move_effects.hpp"
#include "engine/occupancy.hpp"
#include "engine/one_die_turn.hpp"
#include "engine/pawn_moves.hpp"
#include "engine/perform.hpp"
#include "engine/play.hpp"
#include "engine/score.hpp"
#include "engine/state.hpp"
#include "engine/state_hash.hpp"
#include "engine/tracked_state.hpp"
#include "engine/traditional_turn.hpp"
#include "engine/turn_enumeration.hpp"

// Text and pictures.
#include "text/board_grid.hpp"
#include "text/board_svg.hpp"
#include "text/board_text.hpp"
#include "text/chosen_rules.hpp"
#include "text/notation.hpp"
#include "text/record.hpp"

// Bots and learning.
#include "agents/action_space.hpp"
#include "agents/bots.hpp"
#include "agents/chance_ids.hpp"
#include "agents/environment.hpp"
#include "agents/observation.hpp"
#include "agents/observation_bounds.hpp"
#include "agents/openspiel_maedn.hpp"
#include "agents/players.hpp"
#include "agents/returns.hpp"
#include "agents/splitmix64.hpp"
#include "agents/worker_team.hpp"

#include "version.hpp"
