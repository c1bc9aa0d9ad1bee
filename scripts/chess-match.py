#!/usr/bin/env python3
"""Measures the chess engine's strength: matches against Stockfish, and a tactics check.

Each of our levels (1..3 the app's levels, "full" the engine at full strength) plays
Stockfish limited with UCI_LimitStrength/UCI_Elo, from a book of varied openings, each
opening twice with colours swapped, at a stated time control, driven through python-chess.
It reports the score, the Elo difference with a 95% error bar, and the Elo on Stockfish's
UCI_Elo scale. Games running past --max-plies are adjudicated (see `adjudicate`).

The tactics check: the share of a set of positions with a known best move solved within
--tactic-seconds each. The set is an EPD file (--epd) or, by default, mates in 2 and 3
found in this run's own games and proved by an exhaustive search written here.

Not part of `make test`: it takes long. Needs `scripts/install-deps.sh match`.

Examples:
  scripts/chess-match.py --pairing 1:1350 --pairing full:2600 --games 20 --tc 10+0.1
  scripts/chess-match.py --pairing 3:1800 --games 40 --tc 5+0.05 --jobs 2 --pgn /tmp/games.pgn
"""
import argparse
import concurrent.futures
import io
import math
import shutil
import sys
import time

import chess
import chess.engine
import chess.pgn

# Twenty openings, varied in structure (open, semi-open, closed, flank, gambits), a few
# moves deep so that the engines start from different middlegames.
BOOK = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",  # Ruy Lopez
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5",  # Italian
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",  # Najdorf
    "e2e4 c7c5 b1c3 b8c6 g2g3",  # Closed Sicilian
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6",  # French
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5",  # Caro-Kann advance
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",  # Pirc
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",  # Scandinavian
    "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6",  # Alekhine
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5",  # Queen's Gambit Declined
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6",  # Slav
    "d2d4 d7d5 c2c4 d5c4 e2e4",  # Queen's Gambit Accepted
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",  # King's Indian
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",  # Nimzo-Indian
    "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6",  # Benoni
    "d2d4 f7f5 g2g3 g8f6 f1g2",  # Dutch
    "c2c4 e7e5 b1c3 g8f6 g2g3",  # English
    "g1f3 d7d5 g2g3 g8f6 f1g2 e7e6",  # Reti
    "e2e4 e7e5 f2f4 e5f4 g1f3",  # King's Gambit
    "d2d4 d7d5 c1f4 g8f6 e2e3 c7c5",  # London
]


def open_engine(command, options):
    engine = chess.engine.SimpleEngine.popen_uci(command, timeout=60)
    engine.configure({k: v for k, v in options.items() if k in engine.options})
    return engine


def adjudicate(board, scores):
    """A game past the ply limit: a win when both engines agree (each of its last four
    reports, from White's view) that one side is at least 5 pawns up, else a draw."""
    recent = scores[-8:]
    if len(recent) == 8 and all(s >= 500 for s in recent):
        return "1-0"
    if len(recent) == 8 and all(s <= -500 for s in recent):
        return "0-1"
    return "1/2-1/2"


def play_game(ours_command, ours_options, sf_command, sf_options, opening, ours_white, tc, max_plies,
              move_time=None, ours_limit=None):
    """One game from `opening`; Stockfish plays on the clock `tc` (or `move_time` seconds a
    move); ours likewise, or, for an app level, with `ours_limit` (its own node budget)."""
    base, increment = tc
    engines = {}
    engines["ours"] = open_engine(ours_command, ours_options)
    engines["sf"] = open_engine(sf_command, sf_options)
    board = chess.Board()
    for uci in opening.split():
        board.push_uci(uci)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    scores = []
    result = None
    termination = "normal"
    try:
        while not board.is_game_over(claim_draw=True):
            if len(board.move_stack) >= max_plies:
                result = adjudicate(board, scores)
                termination = "adjudication"
                break
            side = board.turn
            name = "ours" if (side == chess.WHITE) == ours_white else "sf"
            if name == "ours" and ours_limit is not None:
                limit = ours_limit
            elif move_time:
                limit = chess.engine.Limit(time=move_time)
            else:
                limit = chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                                           white_inc=increment, black_inc=increment)
            began = time.monotonic()
            played = engines[name].play(board, limit, info=chess.engine.INFO_SCORE)
            clocks[side] -= time.monotonic() - began
            if clocks[side] < 0 and not move_time and not (name == "ours" and ours_limit):
                result = "0-1" if side == chess.WHITE else "1-0"
                termination = "time forfeit"
                break
            clocks[side] += increment
            score = played.info.get("score")
            if score is not None:
                scores.append(score.white().score(mate_score=10000))
            board.push(played.move)
        if result is None:
            result = board.result(claim_draw=True)
    finally:
        for engine in engines.values():
            engine.quit()
    game = chess.pgn.Game.from_board(board)
    game.headers["White"] = "ours" if ours_white else "stockfish"
    game.headers["Black"] = "stockfish" if ours_white else "ours"
    game.headers["Result"] = result
    game.headers["Termination"] = termination
    points = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
    return (points if ours_white else 1.0 - points), game


def elo(points, games):
    """Elo difference from a score, with a 95% interval from the per-game variance."""
    p = min(max(points / games, 0.5 / games), 1 - 0.5 / games)
    diff = lambda q: -400 * math.log10(1 / q - 1)
    # Variance of one game's result (win 1, draw 0.5, loss 0) estimated from p is at most
    # p(1-p); using it is the usual conservative choice without the draw count.
    error = 1.96 * math.sqrt(p * (1 - p) / games)
    low, high = max(p - error, 0.5 / games), min(p + error, 1 - 0.5 / games)
    return diff(p), diff(low), diff(high)


def level_options(level):
    # The same move overhead as Stockfish's default, so neither keeps back more time.
    return {"Skill Level": 4 if level == "full" else int(level), "Hash": 16, "Move Overhead": 10}


def run_pairing(args, level, sf_elo, pgn_out):
    sf_options = {"UCI_LimitStrength": True, "UCI_Elo": sf_elo, "Threads": 1, "Hash": 16}
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for index in range(args.games):
            opening = BOOK[(index // 2) % len(BOOK)]
            # An app level thinks by its node budget, whatever the clock, as in the app.
            ours_limit = None if level == "full" else chess.engine.Limit(nodes=10**9)
            jobs.append(pool.submit(play_game, [args.ours, "uci"], level_options(level), [args.stockfish],
                                    sf_options, opening, index % 2 == 0, args.tc, args.max_plies,
                                    args.movetime, ours_limit))
        points = 0.0
        wins = draws = losses = 0
        for job in jobs:
            score, game = job.result()
            points += score
            wins += score == 1.0
            draws += score == 0.5
            losses += score == 0.0
            if pgn_out:
                game.headers["Event"] = f"level {level} vs Stockfish UCI_Elo {sf_elo}"
                print(game, file=pgn_out, end="\n\n", flush=True)
    diff, low, high = elo(points, args.games)
    return points, wins, draws, losses, diff, low, high


# --- tactics ----------------------------------------------------------------------------

def mates_within(board, moves):
    """Whether the side to move forces mate within `moves` moves, by exhaustive search
    (every defence is tried; the attacker tries checks first only to finish sooner)."""
    attacker_moves = sorted(board.legal_moves, key=lambda m: not board.gives_check(m))
    for move in attacker_moves:
        board.push(move)
        try:
            if board.is_checkmate():
                return True
            if moves == 1 or board.is_game_over():
                continue
            if all(_defence_loses(board, reply, moves - 1) for reply in list(board.legal_moves)):
                return True
        finally:
            board.pop()
    return False


def _defence_loses(board, reply, moves):
    board.push(reply)
    try:
        return mates_within(board, moves)
    finally:
        board.pop()


def proven_mates(games, stockfish, limit_count):
    """Positions from the games where Stockfish sees a mate in 2 or 3 for the side to move,
    kept only when the exhaustive search proves it and proves there is no shorter one."""
    engine = chess.engine.SimpleEngine.popen_uci([stockfish])
    found = []
    seen = set()
    try:
        for game in games:
            board = game.board()
            for move in game.mainline_moves():
                board.push(move)
                key = board.board_fen() + (" w" if board.turn else " b")
                if key in seen or board.is_game_over():
                    continue
                seen.add(key)
                info = engine.analyse(board, chess.engine.Limit(depth=8))
                mate = info["score"].relative.mate()
                if mate not in (2, 3):
                    continue
                if mates_within(board, mate) and not mates_within(board, mate - 1):
                    solutions = [m for m in board.legal_moves if _mate_after(board, m, mate)]
                    found.append((board.fen(), solutions, mate))
                if len(found) >= limit_count:
                    return found
    finally:
        engine.quit()
    return found


def _mate_after(board, move, mate):
    board.push(move)
    try:
        if board.is_checkmate():
            return mate == 1
        return all(_defence_loses(board, reply, mate - 1) for reply in list(board.legal_moves)) \
            and not board.is_game_over()
    finally:
        board.pop()


def read_epd(path):
    positions = []
    with open(path) as file:
        for line in file:
            if not line.strip():
                continue
            board, ops = chess.Board.from_epd(line)
            best = ops.get("bm")
            if best:
                positions.append((board.fen(), best if isinstance(best, list) else [best], None))
    return positions


def solve_share(ours, positions, seconds):
    engine = open_engine([ours, "uci"], {"Hash": 64})
    solved = 0
    try:
        for fen, solutions, _ in positions:
            board = chess.Board(fen)
            move = engine.play(board, chess.engine.Limit(time=seconds)).move
            solved += move in solutions
    finally:
        engine.quit()
    return solved


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ours", default=".build/release/chess")
    parser.add_argument("--stockfish", default=shutil.which("stockfish") or "/usr/games/stockfish")
    parser.add_argument("--pairing", action="append", default=[],
                        help="LEVEL:ELO, LEVEL 1..3 or full; repeatable")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--tc", default="10+0.1", help="base seconds + increment, per game")
    parser.add_argument("--movetime", type=float,
                        help="seconds a move for both instead of a clock (no loss on time)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--max-plies", type=int, default=240)
    parser.add_argument("--pgn", help="append every game to this PGN file")
    parser.add_argument("--epd", help="tactics from this EPD (bm) file instead of proven mates")
    parser.add_argument("--tactics", type=int, default=0, help="how many tactical positions to try")
    parser.add_argument("--tactic-seconds", type=float, default=1.0)
    parser.add_argument("--tactics-from", help="PGN whose games the mates are found in")
    args = parser.parse_args()
    base, _, increment = args.tc.partition("+")
    args.tc = (float(base), float(increment or 0))

    pgn_out = open(args.pgn, "a") if args.pgn else None
    print(f"| level | Stockfish UCI_Elo | games | +/=/- | score | Elo difference (95%) | Elo |")
    print(f"|---|---|---|---|---|---|---|")
    for pairing in args.pairing:
        level, _, sf_elo = pairing.partition(":")
        began = time.monotonic()
        points, w, d, l, diff, low, high = run_pairing(args, level, int(sf_elo), pgn_out)
        print(f"| {level} | {sf_elo} | {args.games} | {w}/{d}/{l} | {points:g}/{args.games} | "
              f"{diff:+.0f} ({low:+.0f} to {high:+.0f}) | {int(sf_elo) + diff:.0f} "
              f"({int(sf_elo) + low:.0f}–{int(sf_elo) + high:.0f}) |", flush=True)
        control = f"{args.movetime:g} s a move" if args.movetime else f"{args.tc[0]:g}+{args.tc[1]:g}"
        print(f"  ({time.monotonic() - began:.0f} s, Stockfish at {control})", file=sys.stderr)
    if pgn_out:
        pgn_out.close()

    if args.tactics:
        if args.epd:
            positions = read_epd(args.epd)[: args.tactics]
            source = args.epd
        else:
            games = []
            with open(args.tactics_from or args.pgn) as file:
                while (game := chess.pgn.read_game(file)) is not None:
                    games.append(game)
            positions = proven_mates(games, args.stockfish, args.tactics)
            source = f"proven mates in 2 and 3 from {len(games)} games"
        solved = solve_share(args.ours, positions, args.tactic_seconds)
        print(f"tactics: {solved}/{len(positions)} solved within {args.tactic_seconds:g} s each ({source})")


if __name__ == "__main__":
    main()
