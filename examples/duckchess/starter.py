#!/usr/bin/env python3
"""A duck chess starter bot in plain Python (standard library only).

It speaks the protocol of docs/duckchess.md: the first line is its colour
(`red 1000` / `blue 1000`), then one line per turn (`start`, the opponent's
move `xs ys xt yt`, or on the first turn the game so far: `moves K ...` or
`position FEN [moves K ...]`); it answers its own move. Your logic goes in
choose().
From the repository root, with Gauntlet built in build/:
    build/bin/gauntlet match duckchess \
        --red "python3 examples/duckchess/starter.py" \
        --blue build/bin/duckchess-bot --movetime 200
"""
import random
import sys

START_FEN = "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w"
ORTHOGONAL = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAGONAL = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def parse_fen(fen):
    """{(x, y): letter} with red upper case, as a FEN writes it."""
    board = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        x, y = 9 - i, 0
        for ch in row:
            if ch.isdigit():
                y += int(ch)
            else:
                board[(x, y)] = ch
                y += 1
    return board


def targets(board, x, y, kind):
    """Points the piece on (x, y) reaches, own pieces not yet excluded."""
    if kind == "k":
        return [(x + dx, y + dy) for dx, dy in ORTHOGONAL]
    if kind == "g":
        return [(x + dx, y + dy) for dx, dy in DIAGONAL]
    if kind == "s":
        return [(x + dx, y + dy) for dx, dy in ORTHOGONAL + DIAGONAL]
    if kind == "e":
        return [(x + 2 * dx, y + 2 * dy) for dx, dy in DIAGONAL
                if (x + dx, y + dy) not in board]
    found = []
    for dx, dy in ORTHOGONAL:
        if kind == "c":  # slides until it meets a piece, which it may take
            tx, ty = x + dx, y + dy
            while 0 <= tx < 10 and 0 <= ty < 9:
                found.append((tx, ty))
                if (tx, ty) in board:
                    break
                tx, ty = tx + dx, ty + dy
            continue
        if (x + dx, y + dy) in board:  # the horse's and the duck's leg
            continue
        for side in (1, -1):
            px, py = side * dy, side * dx  # perpendicular to (dx, dy)
            if kind == "h":
                found.append((x + 2 * dx + px, y + 2 * dy + py))
            elif kind == "d" and (x + 2 * dx + px, y + 2 * dy + py) not in board:
                found.append((x + 3 * dx + 2 * px, y + 3 * dy + 2 * py))
    return found


def legal_moves(board, red):
    mine = str.isupper if red else str.islower
    moves = []
    for (x, y), piece in list(board.items()):
        if not mine(piece):
            continue
        for tx, ty in targets(board, x, y, piece.lower()):
            if 0 <= tx < 10 and 0 <= ty < 9 and not mine(board.get((tx, ty), "-")):
                moves.append((x, y, tx, ty))
    return moves


def play(board, move):
    xs, ys, xt, yt = move
    board[(xt, yt)] = board.pop((xs, ys))


def choose(board, red, rng):
    """Your logic goes here: return a legal move (xs, ys, xt, yt).

    This one takes the enemy captain when it can, else a capture, else a
    random move."""
    moves = legal_moves(board, red)
    captain = "k" if red else "K"
    for move in moves:
        if board.get(move[2:]) == captain:
            return move
    captures = [m for m in moves if m[2:] in board]
    return rng.choice(captures or moves)


def main():
    rng = random.Random(2024)
    board = parse_fen(START_FEN)
    red = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if red is None:  # `red 1000` or `blue 1000`
            red = words[0] == "red"
            continue
        if words[0] == "quit":
            break
        if words[0] == "position":
            end = words.index("moves") if "moves" in words else len(words)
            board = parse_fen(" ".join(words[1:end]))
            words = words[end:]
        if words and words[0] == "moves":
            numbers = [int(w) for w in words[2:]]
            for i in range(0, len(numbers), 4):
                play(board, numbers[i:i + 4])
        elif len(words) == 4:
            play(board, [int(w) for w in words])
        move = choose(board, red, rng)
        play(board, move)
        print(*move, flush=True)


if __name__ == "__main__":
    main()
