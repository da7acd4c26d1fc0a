"""A random game played from Python ends as the C++ engine ends it: the
referee (through gauntlet's match, the referees' own game loop) replaying
the same moves from the same seed, or for Robots the `robots` program."""
import random
import subprocess

import gauntlet
from gauntlet import duckchess, enclosure, hunger, robots, tetris

MATCH_SEED = 11


def game_seed(module):
    # Game 0 of a match with seed MATCH_SEED.
    return gauntlet.derive_seed(MATCH_SEED, 0)


def scores_by_seat(result):
    return [e["score"] for e in sorted(result["entrants"], key=lambda e: e["seat"])]


def test_duckchess_random_game_ends_as_the_referee_ends_it():
    state = duckchess.State.new_game(game_seed(duckchess))
    rng = random.Random(1)
    moves = []
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    replay = iter(moves)

    def scripted(position, budget_ms):
        return next(replay)

    [result] = duckchess.match([scripted, scripted], seed=MATCH_SEED)
    assert scores_by_seat(result) == state.scores()
    assert result["outcome"] == state.outcome()
    assert all(not e["faults"] for e in result["entrants"])


def test_tetris_random_side_game_ends_as_the_referee_ends_it():
    rounds = 60
    state = tetris.State.new_game(game_seed(tetris), rounds=rounds)
    rng = random.Random(2)
    placer_moves, sequencer_moves = [], []
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        (placer_moves if state.to_move == "placer" else sequencer_moves).append(move)
        state.apply(move)

    def script(moves):
        replay = iter(moves)
        return lambda view, budget_ms: next(replay)

    # Both sides replay the same game: each placer meets the other side's
    # sequencer, which names the same pieces.
    sides = [(script(placer_moves), script(sequencer_moves)) for _ in range(2)]
    [result] = tetris.match(sides, seed=MATCH_SEED, flags=["--rounds", str(rounds)])
    assert scores_by_seat(result) == state.scores() * 2
    assert state.outcome() in result["outcome"]
    assert all(not e["faults"] for e in result["entrants"])


class ScriptedEnclosure:
    """Every seat's [POS] and actions from lists, by the seat's number."""

    def __init__(self, starts, moves):
        self.starts = starts
        self.replay = [iter(m) for m in moves]

    def start(self, me):
        return self.starts[me]

    def __call__(self, state, me, budget_ms):
        return next(self.replay[me])


def test_enclosure_random_game_ends_as_the_referee_ends_it():
    state = enclosure.State.new_game(game_seed(enclosure))
    starts = state.starts()
    rng = random.Random(3)
    moves = [[] for _ in range(4)]
    while not state.is_terminal():
        round_moves = []
        for p in range(4):
            legal = state.legal_moves(p)
            move = rng.choice(legal) if legal else None
            if move is not None:
                moves[p].append(move)
            round_moves.append(move)
        state.apply(round_moves)
    player = ScriptedEnclosure(starts, moves)
    [result] = enclosure.match([player] * 4, seed=MATCH_SEED)
    assert scores_by_seat(result) == state.scores()
    assert result["plies"] == state.round


def test_hunger_random_game_ends_as_the_referee_ends_it():
    flags = ["--width", "300", "--height", "300", "--turns", "30"]
    players = 3
    state = hunger.State.new_game(game_seed(hunger), players=players, flags=flags)
    rng = random.Random(4)
    moves = [[] for _ in range(players)]
    while not state.is_terminal():
        round_moves = []
        for p in range(players):
            move = rng.choice(state.legal_moves(p))
            moves[p].append(move)
            round_moves.append(move)
        state.apply(round_moves)
    replay = [iter(m) for m in moves]

    def scripted(observation, budget_ms):
        return next(replay[observation["id"]])

    [result] = hunger.match([scripted] * players, seed=MATCH_SEED, flags=flags)
    assert scores_by_seat(result) == state.scores()
    assert result["plies"] == state.round


def test_robots_prescribed_game_ends_as_the_program_ends_it(bin_dir):
    seed = 7
    state = robots.State.new_game(seed)
    strategy = robots.bot("strategy")
    while not state.is_terminal():
        state.apply(strategy(state, 1000))
    instance = subprocess.run(
        [f"{bin_dir}/robots", "--generate", "--seed", str(seed)],
        check=True, capture_output=True, text=True).stdout
    assert instance.startswith(state.to_text())
    report = subprocess.run([f"{bin_dir}/robots"], input=instance, check=True,
                            capture_output=True, text=True).stdout
    assert report.endswith(state.result_text())


def test_robots_random_game_is_legal_to_the_end():
    state = robots.State.new_game(3)
    rng = random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    assert state.outcome() in ("won", "lost")
    assert state.scores() == [1.0 if state.outcome() == "won" else 0.0]
