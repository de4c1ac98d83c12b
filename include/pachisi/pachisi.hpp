#pragma once
// Umbrella header: the whole library.

#include "action.hpp"
#include "board.hpp"
#include "fixed_list.hpp"
#include "legal_actions.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "play.hpp"
#include "policies.hpp"
#include "presets.hpp"
#include "probability.hpp"
#include "setup.hpp"
#include "state.hpp"
#include "throws.hpp"
