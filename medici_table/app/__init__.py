"""The application layer: what needs the registry of games (`medici_table.games`) — the record
of a game on the table (session, seats, options), save files, the autosave, position files and
the validation of data files. No Qt. `medici_table.engine` stays the game-agnostic core below
the games and never imports them."""
