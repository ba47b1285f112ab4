"""What a player reads: card names, move descriptions, prompts and why a move is refused."""

from __future__ import annotations

from medici_table.engine.errors import IllegalMove
from medici_table.engine.move import Move
from medici_table.engine.rules import text
from medici_table.engine.state import evolve
from medici_table.games.medici import auction, cargo, specials
from medici_table.games.medici.auction import TURN_UP
from medici_table.games.medici.data import deck
from medici_table.games.medici.state import (
    BID,
    BUY_BACK,
    MYSTERY,
    NO_BID,
    OVER,
    PICK,
    TURN,
    MediciState,
)

# Which phase each kind of move belongs to, and what it does, for "not now" answers.
_PHASE_OF = {
    "turn": TURN, "start_auction": TURN, "bid": BID, "pass": BID, "reauction": PICK,
    "buy_back": BUY_BACK, "release": BUY_BACK, "keep": NO_BID, "discard": NO_BID,
    "choose_good": MYSTERY,
}


def card_name(card: str, lang: str = "en") -> str:
    if card.startswith("?"):
        return text(lang, "a face-down card", "une carte face cachée")
    c = deck().cards[card]
    return c.name.get(lang) or c.name["en"]


def cards_text(cards: tuple[str, ...], lang: str) -> str:
    names = [card_name(c, lang) for c in cards]
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {text(lang, 'and', 'et')} {names[-1]}"


def good_name(good: str, lang: str) -> str:
    g = next(x for x in deck().goods if x.id == good)
    return g.name.get(lang) or g.name["en"]


def of(name: str) -> str:
    """French "de" before a name, elided before a vowel: "d'Ada", "d'Émile", "de Bo"."""
    return f"d'{name}" if name[:1].lower() in "aeiouyàâäéèêëîïôöùûü" and name else f"de {name}"


def good_of(good: str, lang: str) -> str:
    """"of swords" / "d'épées": how a card of this good is named."""
    g = next(x for x in deck().goods if x.id == good)
    return g.of.get(lang) or g.of["en"]


def money(amount: int, lang: str) -> str:
    one = amount == 1 or (amount == 0 and lang == "fr")  # French: "0 denier", singular
    return f"{amount} {text(lang, 'florin' if one else 'florins', 'denier' if one else 'deniers')}"


def describe(state: MediciState, move: Move, lang: str = "en") -> str:
    who = state.players[state.to_act] if state.to_act is not None else "?"
    k = move.kind
    card = card_name(move.card, lang) if move.card else ""
    if k == "turn":
        top = card_name(state.deck[0], lang) if state.deck else "?"
        return text(lang, f"{who} turns up {top}", f"{who} retourne {top}")
    if k == "start_auction":
        lot = cards_text(state.lot, lang)
        a = state.auctioneer
        if [p for p in range(len(state.players)) if cargo.can_take(state, p, state.lot)] == [a]:
            price = money(1, lang) if state.money[a] else text(lang, "nothing", "rien")
            return text(lang, f"{who} takes {lot} for {price}: no other boat has room enough",
                        f"{who} prend {lot} pour {price} : aucun autre bateau n'a assez de place")
        return text(lang, f"{who} puts {lot} up for auction", f"{who} met aux enchères {lot}")
    if k == "bid":
        return text(lang, f"{who} bids {move.amount}", f"{who} enchérit à {move.amount}")
    if k == "pass":
        return text(lang, f"{who} passes", f"{who} passe")
    if k == "reauction":
        owner = cargo.owner_of(state, move.card or "")
        whose = state.players[owner] if owner is not None else "?"
        return text(lang, f"{who} puts {whose}'s card up for auction again: {card}",
                    f"{who} remet aux enchères une carte {of(whose)} : {card}")
    buyer = state.players[state.high_bidder] if state.high_bidder is not None else "?"
    if k == "buy_back":
        return text(lang, f"{who} buys back {card} for {move.amount}",
                    f"{who} rachète {card} pour {move.amount}")
    if k == "release":
        return text(lang, f"{who} lets {buyer} have {card} for {state.high_bid}",
                    f"{who} laisse {card} à {buyer} pour {state.high_bid}")
    if k == "keep":
        return text(lang, f"{who} keeps {card}", f"{who} garde {card}")
    if k == "discard":
        return text(lang, f"{who} discards {card}", f"{who} défausse {card}")
    if k == "choose_good":
        good = good_of(move.choice or "", lang)
        fr_card = "du " + card[3:] if card.startswith("le ") else "de " + card
        return text(lang, f"{who} makes {card} a card {good}",
                    f"{who} fait {fr_card} une carte {good}")
    return str(move)


def consequence(state: MediciState, move: Move, lang: str = "en") -> str:
    """What a bid or a pass that ends the auction settles, as the table shows it at once: who
    buys the lot and for how much, or that nobody does (seed 001, Enchères: unsold cards are
    discarded); then, when a single boat is left with room, that it fills free from the deck
    (seed 001, Achat des marchandises). A re-auction's end is told by its owner's answer."""
    if move.kind not in ("bid", "pass") or state.phase != BID or state.seller is not None \
            or not state.bidders:
        return ""
    p = state.bidders[0]
    high_bidder: int | None
    if move.kind == "bid" and move.amount is not None:
        rest = state.bidders[1:]
        bidders = rest if state.original_auction else rest + (p,)
        high, high_bidder = move.amount, p
    else:
        bidders, high, high_bidder = state.bidders[1:], state.high_bid, state.high_bidder
    if bidders and not (bidders == (high_bidder,) and not state.original_auction):
        return ""  # the auction goes on
    lot = cards_text(state.lot, lang)
    if high_bidder is None:
        after = evolve(state, lot=(), discard=state.discard + state.lot)
        said = text(lang, f" — nobody buys {lot}: discarded",
                    f" — personne n'achète {lot} : à la défausse")
    else:
        if any(cargo.special_of(c) == "new_auction" for c in state.lot):
            after = None  # its buyer may use it at once: what follows is their move
        else:
            boats, extras = cargo.give(state, high_bidder, state.lot)
            after = evolve(state, boats=boats, specials=extras, lot=())
        buyer = state.players[high_bidder]
        said = text(lang, f" — {buyer} buys {lot} for {money(high, lang)}",
                    f" — {buyer} achète {lot} pour {money(high, lang)}")
    return said + (_filled(after, lang) if after is not None else "")


def _filled(state: MediciState, lang: str) -> str:
    """The last boat with room filled free from the deck, if that is what comes next."""
    open_seats = cargo.with_room(state)
    if not state.deck or len(open_seats) != 1:
        return ""
    seat = open_seats[0]
    name = state.players[seat]
    if any(c.startswith("?") for c in state.deck):  # a player's view: the deck is unseen
        n = min(cargo.room(state, seat), len(state.deck))
        return text(lang, f"; {name}'s boat, the last with room, fills free from the deck "
                    f"({n} {'card' if n == 1 else 'cards'})",
                    f" ; le bateau {of(name)}, le dernier à avoir de la place, se remplit "
                    f"gratuitement de la pioche ({n} carte{'' if n == 1 else 's'})")
    full = auction.fill_free(state, seat)
    had = state.boats[seat] + state.specials[seat]
    taken = tuple(c for c in full.boats[seat] + full.specials[seat] if c not in had)
    if not taken:
        return ""
    return text(lang, f"; {name}'s boat, the last with room, fills free from the deck: "
                f"{cards_text(taken, lang)}",
                f" ; le bateau {of(name)}, le dernier à avoir de la place, se remplit "
                f"gratuitement de la pioche : {cards_text(taken, 'fr')}")


def prompt(state: MediciState, lang: str = "en") -> str:
    if state.to_act is None:
        return text(lang, "The game is over.", "La partie est terminée.")
    who = state.players[state.to_act]
    ph = state.phase
    if ph == TURN:
        if not state.lot:
            return text(lang, f"{who}: turn up the first card of your auction.",
                        f"{who} : retournez la première carte de votre mise aux enchères.")
        lot = cards_text(state.lot, lang)
        if auction.turn_limit(state) is None:
            return text(lang, f"{who}: turn up another card or put up {lot} for auction.",
                        f"{who} : retournez une autre carte ou mettez aux enchères {lot}.")
        return text(lang, f"{who}: put up {lot} for auction.", f"{who} : mettez aux enchères {lot}.")
    if ph == BID:
        have = money(state.money[state.to_act], lang)
        if state.money[state.to_act] <= state.high_bid:  # passing is all that is left
            if state.high_bidder is None:
                return text(lang, f"{who}: you have {have}, nothing to bid with: pass.",
                            f"{who} : vous avez {have}, rien pour enchérir : passez.")
            high, by = state.high_bid, state.players[state.high_bidder]
            return text(lang, f"{who}: you cannot bid more than {high} ({by}'s bid) with {have}: "
                        "pass.", f"{who} : vous ne pouvez pas enchérir au-dessus de {high} "
                        f"(offre {of(by)}) avec {have} : passez.")
        if state.high_bidder is None:
            return text(lang, f"{who}: open the bidding or pass (you have {have}).",
                        f"{who} : faites une offre ou passez (vous avez {have}).")
        high, by = state.high_bid, state.players[state.high_bidder]
        return text(lang, f"{who}: bid more than {high} ({by}'s bid) or pass (you have {have}).",
                    f"{who} : enchérissez au-dessus de {high} (offre {of(by)}) ou passez "
                    f"(vous avez {have}).")
    if ph == PICK:
        return text(lang, f"{who}: choose the card your New auction puts up again.",
                    f"{who} : choisissez la carte que votre Nouvelle enchère remet en vente.")
    card = card_name(state.lot[0], lang) if state.lot else ""
    if ph == BUY_BACK:
        return text(lang, f"{who}: buy back {card} for {state.high_bid} or let it go.",
                    f"{who} : rachetez {card} pour {state.high_bid} ou laissez-le partir.")
    if ph == NO_BID:
        return text(lang, f"{who}: nobody bid on {card}; keep it or discard it.",
                    f"{who} : personne n'a enchéri sur {card} ; gardez-le ou défaussez-le.")
    return text(lang, f"{who}: choose the good of your Mystery 5.",
                f"{who} : choisissez la marchandise de votre 5 mystère.")


def explain(state: MediciState, move: Move, lang: str = "en") -> IllegalMove:
    """Why `move` is refused now, with the anchor of the rule it breaks."""
    k = move.kind
    if k not in _PHASE_OF:
        return IllegalMove(text(lang, f"Medici has no decision called '{k}'.",
                                f"Médicis n'a pas de décision « {k} »."), "turn")
    if _PHASE_OF[k] != state.phase:
        return IllegalMove(text(lang, "That is not the decision expected now. ",
                                "Ce n'est pas la décision attendue maintenant. ")
                           + prompt(state, lang), "turn")
    if state.phase == TURN:
        return _explain_turn(state, move, lang)
    if state.phase == BID:
        return _explain_bid(state, move, lang)
    if state.phase == PICK:
        return _explain_pick(state, move, lang)
    if state.phase == BUY_BACK and k == "buy_back" and state.seller is not None \
            and state.money[state.seller] < state.high_bid:
        have = money(state.money[state.seller], lang)
        return IllegalMove(text(lang, f"You have only {have}: you cannot buy it back for "
                                      f"{state.high_bid}.",
                                f"Vous n'avez que {have} : impossible de le racheter pour "
                                f"{state.high_bid}."), "new-auction")
    if state.phase == MYSTERY:
        goods = ", ".join(good_name(g, lang) for g in deck().good_ids)
        return IllegalMove(text(lang, f"Choose one of the goods: {goods}.",
                                f"Choisissez une des marchandises : {goods}."), "mystery-five")
    return IllegalMove(text(lang, "Only the card on the block can be decided on.",
                            "Seule la carte remise en vente est concernée."), "new-auction")


def _explain_turn(state: MediciState, move: Move, lang: str) -> IllegalMove:
    if move.kind == "start_auction" and not state.lot:
        return IllegalMove(text(lang, "Turn up at least one card first.",
                                "Retournez d'abord au moins une carte."), "turning")
    why = auction.turn_limit(state)
    if why == "deck":
        return IllegalMove(text(lang, "The deck is empty: put the lot up for auction.",
                                "Le paquet est vide : mettez le lot aux enchères."), "turning")
    if why == "three":
        return IllegalMove(text(lang, "Never a fourth card: at most 3 cards go up together.",
                                "Jamais de quatrième carte : 3 cartes au plus par lot."), "turning")
    if why == "boat":
        r = cargo.room(state, state.auctioneer)
        en = "1 more card" if r == 1 else f"{r} more cards"
        fr = "qu'une carte" if r == 1 else f"que {r} cartes"
        return IllegalMove(text(lang, f"Your boat takes only {en}: you may not turn up more "
                                      f"than it can hold.",
                                f"Votre bateau ne prend plus {fr} : vous ne pouvez pas en "
                                f"retourner davantage."), "boats")
    if why == "nobody":
        return IllegalMove(text(lang, "No merchant could load one more card.",
                                "Aucun marchand ne pourrait charger une carte de plus."),
                           "original-auction")
    return IllegalMove(text(lang, "That move is not allowed now.",
                            "Ce coup n'est pas permis maintenant."), "turning")


def _explain_bid(state: MediciState, move: Move, lang: str) -> IllegalMove:
    a = move.amount
    have = state.money[state.bidders[0]]
    if a is None:
        return IllegalMove(text(lang, "Say how much you bid.", "Dites combien vous offrez."),
                           "bidding")
    if a <= state.high_bid:
        low = state.high_bid + 1
        return IllegalMove(text(lang, f"A bid must be at least {low}.",
                                f"Une enchère doit être d'au moins {low}."), "bidding")
    if a > have:
        return IllegalMove(text(lang, f"You have only {money(have, lang)}: you cannot bid more.",
                                f"Vous n'avez que {money(have, lang)} : impossible d'offrir plus."),
                           "bidding")
    return IllegalMove(text(lang, "A bid names only an amount.",
                            "Une enchère ne donne qu'un montant."), "bidding")


def _explain_pick(state: MediciState, move: Move, lang: str) -> IllegalMove:
    c = move.card or ""
    if c in deck().cards and cargo.special_of(c) == "new_auction":
        return IllegalMove(text(lang, "The New auction card cannot be put up again.",
                                "La Nouvelle enchère ne peut pas être remise en vente."),
                           "new-auction")
    if c in deck().cards and cargo.special_of(c) == "overstock" \
            and cargo.owner_of(state, c) is not None:
        return IllegalMove(text(lang, "This Over-stock carries its owner's sixth card.",
                                "Ce Sur-stockage porte la sixième carte de son possesseur."),
                           "overstock")
    options = specials.pick_moves(state)
    return IllegalMove(text(lang, f"Choose a card lying before a player ({len(options)} can be "
                                  f"put up again).",
                            f"Choisissez une carte posée devant un joueur ({len(options)} "
                            f"possibles)."), "new-auction")


def explain_drop(state: MediciState, piece: str, target: str | None,
                 lang: str = "en") -> IllegalMove:
    """Why a card pulled on the table (None: lifted; only the deck's top card is ever dragged,
    onto the block) is no move: from which card it is — the deck's top, a card of the lot on
    the block, a card in a boat — and the decision expected now (seed 001)."""
    if state.phase == OVER or state.to_act is None:
        return IllegalMove(text(lang, "The game is over.", "La partie est terminée."), "end")
    asked = prompt(state, lang).rstrip(".")
    if piece == "deck.top":
        if state.phase == TURN and target is None:
            return _explain_turn(state, TURN_UP, lang)  # why no more card may be turned up
        if state.phase == TURN:
            return IllegalMove(text(lang, "The deck's top card is turned up onto the auction "
                                          "block.",
                                    "La carte du dessus du paquet se retourne sur l'étal des "
                                    "enchères."), "turning")
        return IllegalMove(text(lang, f"No card is turned up now — {asked}.",
                                f"On ne retourne pas de carte maintenant — {asked}."),
                           _PHASE_RULE.get(state.phase, "turn"))
    if piece in state.lot and state.phase in (TURN, BID):
        if state.phase == BID:
            return IllegalMove(text(lang, "The cards on the block are sold together: bid with "
                                          "the buttons above the table, or pass; the winner "
                                          "loads them into their boat.",
                                    "Les cartes de l'étal se vendent ensemble : enchérissez "
                                    "avec les boutons au-dessus de la table, ou passez ; le "
                                    "gagnant les charge dans son bateau."), "bidding")
        return IllegalMove(text(lang, "A card turned up waits on the block for the auction: turn "
                                      "up another or put the lot up for auction.",
                                "Une carte retournée attend sur l'étal : retournez-en une "
                                "autre ou mettez le lot aux enchères."), "turning")
    if any(piece in boat for boat in state.boats) or any(piece in s for s in state.specials):
        return IllegalMove(text(lang, f"A card loaded in a boat stays there until the season "
                                      f"is scored — {asked}.",
                                f"Une carte chargée dans un bateau y reste jusqu'au décompte "
                                f"de la saison — {asked}."), "boats")
    return IllegalMove(text(lang, f"Not now — {asked}.", f"Pas maintenant — {asked}."),
                       _PHASE_RULE.get(state.phase, "turn"))


_PHASE_RULE = {TURN: "turning", BID: "bidding", PICK: "new-auction", BUY_BACK: "new-auction",
               NO_BID: "new-auction", MYSTERY: "mystery-five"}
