#pragma once
// A state together with who stands on each square, kept up to date action by action: for loops that
// list the legal actions at every decision (random playouts, Monte-Carlo search, the batched
// environment).
//
// legal_actions(s) starts by counting the pawns of s onto the board (occupancy_of: about 190
// instructions, 10-15% of a random two-dice game). A tracked_state moves the two squares an action
// changes instead. The state itself stays a small trivially copyable value (state.hpp); this object
// is the state plus 208 bytes of occupancy. For the cowrie presets it holds the state only: their
// generator does not start from an occupancy of the state.
//
// Every member gives what the function of the same name gives for get(): the same legal actions in the
// same order, the same checks (apply checks legality in debug builds), the same errors.

#include <type_traits>

#include "legal_actions.hpp"
#include "occupancy.hpp"
#include "play.hpp"
#include "state.hpp"

namespace pachisi {

template <class R>
class tracked_state {
    static constexpr bool tracks_squares = R::turn == family::parcheesi;

public:
    constexpr explicit tracked_state(const state<R>& s) noexcept : s_(s) {
        if constexpr (tracks_squares) occ_ = occupancy_of(s_);
    }

    [[nodiscard]] constexpr const state<R>& get() const noexcept { return s_; }
    // Who stands where in get() (occupancy_of(get()) for the two-dice presets; not kept for cowries).
    [[nodiscard]] constexpr const occupancy_for<R>& squares() const noexcept
        requires tracks_squares
    {
        return occ_;
    }

    // legal_actions(get(), out).
    constexpr void legal_actions(action_list<R>& out) const {
        if constexpr (tracks_squares) {
            out.clear();
            if (s_.phase != stage::play) return;
            if (detail::in_parts_phase(s_)) return detail::list_part_actions(s_, occ_, out);
        }
        pachisi::legal_actions(s_, out);
    }

    // apply(get(), a).
    constexpr undo_record<R> apply(const action& a) {
        if constexpr (tracks_squares) {
            detail::check_legal_as_apply(s_, a);
            detail::update_occupancy(occ_, s_, a);  // from the state before a
            const undo_record<R> record{s_};
            detail::perform_and_settle(s_, a);
            return record;
        } else {
            return pachisi::apply(s_, a);
        }
    }

    // apply_throw(get(), t, legal): the throw, and the legal actions that follow it.
    constexpr undo_record<R> apply_throw(throw_outcome t, action_list<R>& legal) {
        if constexpr (tracks_squares) {
            const undo_record<R> record{s_};
            if (detail::begin_throw(s_, t)) return detail::fix_compulsion_and_list(s_, occ_, legal), record;
            // An opening throw, or a third doublet's penalty (§5.1), which moves a pawn: count again.
            occ_ = occupancy_of(s_);
            legal_actions(legal);
            return record;
        } else {
            return pachisi::apply_throw(s_, t, legal);
        }
    }
    // apply_throw(get(), t).
    constexpr undo_record<R> apply_throw(throw_outcome t) {
        const undo_record<R> record = pachisi::apply_throw(s_, t);
        if constexpr (tracks_squares) {
            if (record.before.pawns != s_.pawns) occ_ = occupancy_of(s_);
        }
        return record;
    }

    // undo(get(), record): back to the state before the action or throw that returned it.
    constexpr void undo(const undo_record<R>& record) noexcept {
        const bool pawns_moved = record.before.pawns != s_.pawns;
        pachisi::undo(s_, record);
        if constexpr (tracks_squares) {
            if (pawns_moved) occ_ = occupancy_of(s_);
        }
    }

private:
    struct untracked {};
    state<R> s_;
    [[no_unique_address]] std::conditional_t<tracks_squares, occupancy_for<R>, untracked> occ_;
};

}  // namespace pachisi
