#!/usr/bin/env python3
"""Checks `chess uci` with a client nobody here wrote: python-chess's engine module.

It plays a short game against the engine, analyses a position (expecting the mate in one),
stops an infinite search, and sends malformed lines that must be answered, not crash.
Usage: python3 Tests/UCI/uci_check.py .build/debug/chess
"""
import subprocess
import sys
import time

import chess
import chess.engine


def check(condition, message):
    if not condition:
        print(f"uci_check: FAILED: {message}")
        sys.exit(1)
    print(f"uci_check: ok: {message}")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/chess"
    engine = chess.engine.SimpleEngine.popen_uci([binary, "uci"], timeout=30)
    try:
        check("Hash" in engine.options and "UCI_Elo" in engine.options,
              f"options Hash and UCI_Elo offered ({', '.join(engine.options)})")
        engine.configure({"Hash": 8})

        # A short game: the engine plays both sides, 0.05 s a move, 12 half moves.
        board = chess.Board()
        for _ in range(12):
            result = engine.play(board, chess.engine.Limit(time=0.05))
            check(result.move in board.legal_moves, f"played {result.move} is legal")
            board.push(result.move)

        # Analysis: scholar's mate in one.
        board = chess.Board("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
        info = engine.analyse(board, chess.engine.Limit(depth=4))
        check(info["pv"][0] == chess.Move.from_uci("h5f7"), f"analysis finds Qxf7# ({info['pv']})")
        check(info["score"].white() == chess.engine.Mate(1), f"score is mate in 1 ({info['score']})")
        check(info.get("depth", 0) >= 1 and info.get("nodes", 0) > 0, "info has depth and nodes")

        # An infinite search, stopped: the answer comes at once.
        board = chess.Board()
        with engine.analysis(board) as analysis:
            time.sleep(0.5)
            began = time.monotonic()
            analysis.stop()
            best = analysis.wait()
            waited = time.monotonic() - began
        check(best.move in board.legal_moves, f"infinite search stopped with {best.move}")
        check(waited < 0.5, f"stop answered in {waited * 1000:.0f} ms")

        # Searching again after an infinite search works, with a clock.
        board.push_uci("e2e4")
        result = engine.play(board, chess.engine.Limit(white_clock=5, black_clock=5,
                                                        white_inc=0.1, black_inc=0.1))
        check(result.move in board.legal_moves, f"a clock-limited move {result.move}")
    finally:
        engine.quit()

    # Malformed input, over raw pipes: each answered with an info string, never a crash.
    lines = ["uci", "bogus command", "position fen nonsense", "position startpos moves e2e5",
             "go depth x", "setoption name Hash value -3", "isready", "go depth 2"]
    run = subprocess.run([binary, "uci"], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, timeout=60)
    out = run.stdout.splitlines()
    strings = [line for line in out if line.startswith("info string")]
    check(run.returncode == 0, f"exits cleanly at end of input (code {run.returncode})")
    check(len(strings) >= 5, f"{len(strings)} info strings explain the malformed lines")
    check("readyok" in out and any(line.startswith("bestmove ") for line in out),
          "still ready and answering after them")

    # quit while searching ends the process at once.
    process = subprocess.Popen([binary, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True)
    process.stdin.write("position startpos\ngo infinite\n")
    process.stdin.flush()
    time.sleep(0.3)
    began = time.monotonic()
    process.stdin.write("isready\n")
    process.stdin.flush()
    while process.stdout.readline().strip() != "readyok":
        pass
    check(time.monotonic() - began < 0.5, "isready answered while searching")
    process.stdin.write("quit\n")
    process.stdin.flush()
    code = process.wait(timeout=5)
    check(code == 0, "quit while searching exits")
    print("uci_check: all passed")


if __name__ == "__main__":
    main()
