<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Ordinateur (débutant)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Ordinateur (normal)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Ordinateur (fort)</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>You in the first seat, the computer in every other</source>
        <translation>Vous à la première place, l&apos;ordinateur à toutes les autres</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Un ami sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Host a game for other computers</source>
        <translation>Héberger une partie pour d&apos;autres ordinateurs</translation>
    </message>
    <message>
        <source>{game} (set aside)</source>
        <translation>{game} (mis de côté)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Encrypt the table (recommended over the internet)</source>
        <translation>Chiffrer la table (conseillé par internet)</translation>
    </message>
    <message>
        <source>What travels between the computers is encrypted; each friend&apos;s code gets longer (29 characters): it also proves to their program that it reached your computer.</source>
        <translation>Ce qui circule entre les ordinateurs est chiffré ; le code de chaque ami s&apos;allonge (29 caractères) : il prouve aussi à son programme qu&apos;il a bien joint votre ordinateur.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Who plays each seat?</source>
        <translation>Qui joue à chaque place ?</translation>
    </message>
    <message>
        <source>This game was saved by an earlier version of Medici Table, which did not note who played each seat. Who plays them now?</source>
        <translation>Cette partie a été enregistrée par une version antérieure de Medici Table, qui ne notait pas qui jouait à chaque place. Qui les joue maintenant ?</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Why?</source>
        <extracomment>the bar answers a player&apos;s attempt (a refusal, or what the table expects instead), not the last move (its scoring): the next attempt that is a move takes it away where the bar lies, given its height (its parent&apos;s top edge when None)</extracomment>
        <translation>Pourquoi ?</translation>
    </message>
    <message>
        <source>The deal — {n} moves to replay</source>
        <translation>La donne — {n} coups à rejouer</translation>
    </message>
    <message>
        <source>Move {i} of {n}: {what}</source>
        <translation>Coup {i} sur {n} : {what}</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>Relecture : la partie est terminée.</translation>
    </message>
    <message>
        <source>Replay — next to decide: {what}</source>
        <translation>Relecture — à décider ensuite : {what}</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>Shared: {names}</source>
        <translation>Victoire partagée : {names}</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Double-click a game to replay it, move by move.</source>
        <translation>Double-cliquez sur une partie pour la revoir, coup par coup.</translation>
    </message>
    <message>
        <source>No game has been finished here yet. A game played to its end is kept here at once, to be replayed move by move.</source>
        <translation>Aucune partie n&apos;a encore été terminée ici. Une partie jouée jusqu&apos;au bout est gardée ici aussitôt, pour être revue coup par coup.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>The deal (Alt+Home)</source>
        <translation>La donne (Alt+Début)</translation>
    </message>
    <message>
        <source>Previous move (Alt+Left)</source>
        <translation>Coup précédent (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Next move (Alt+Right)</source>
        <translation>Coup suivant (Alt+Droite)</translation>
    </message>
    <message>
        <source>The last move (Alt+End)</source>
        <translation>Le dernier coup (Alt+Fin)</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <source>Start playing again from this move (the later moves are dropped; the file itself is not changed)</source>
        <translation>Rejouer à partir de ce coup (les coups suivants sont abandonnés ; le fichier n&apos;est pas modifié)</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <source>Replay — {title}</source>
        <translation>Relecture — {title}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>On this table</source>
        <translation>Sur cette table</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Search the rules…</source>
        <translation>Chercher dans les règles…</translation>
    </message>
    <message>
        <source>{n} found</source>
        <translation>{n} trouvés</translation>
    </message>
    <message>
        <source>nothing found</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <source>1 found</source>
        <translation>1 trouvé</translation>
    </message>
    <message>
        <source>Medici Table saves (*{suffix});;All files (*)</source>
        <translation>Parties de Medici Table (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A save holds the whole table — every hand and the order of the decks. Keep it out of the other players&apos; sight until the game is over.</source>
        <translation>Une sauvegarde contient toute la table — chaque main et l&apos;ordre des pioches. Gardez-la hors de vue des autres joueurs jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>{name} (on another computer)</source>
        <translation>{name} (sur un autre ordinateur)</translation>
    </message>
    <message>
        <source>{name} (the computer)</source>
        <translation>{name} (l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>{game} with {names}: not begun yet, last saved {when}</source>
        <translation>{game} avec {names} : pas encore commencée, enregistrée le {when}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <source>Replay a saved &amp;game…</source>
        <translation>Revoir une partie &amp;enregistrée…</translation>
    </message>
    <message>
        <source>Replay the last &amp;finished game</source>
        <translation>Revoir la dernière partie &amp;terminée</translation>
    </message>
    <message>
        <source>&amp;Finished games…</source>
        <translation>Parties &amp;terminées…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>(no saved games yet)</source>
        <translation>(aucune partie enregistrée)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Save the game — the file holds every player&apos;s hidden cards</source>
        <translation>Enregistrer la partie — le fichier contient les cartes cachées de chacun</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>La partie n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Enregistrée dans {name}.</translation>
    </message>
    <message>
        <source>Saved — a save shows every hand</source>
        <translation>Enregistrée — une sauvegarde montre toutes les mains</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>This file cannot be opened</source>
        <translation>Ce fichier ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <source>This position cannot be opened</source>
        <translation>Cette position ne peut pas être ouverte</translation>
    </message>
    <message>
        <source>{path}: there is no table for {game} yet.</source>
        <translation>{path} : il n&apos;y a pas encore de table pour {game}.</translation>
    </message>
    <message>
        <source>{path}: the game is over in this position: there is nothing left to play.</source>
        <translation>{path} : la partie est finie dans cette position : il ne reste rien à jouer.</translation>
    </message>
    <message>
        <source>{name}: who plays each seat from this position?</source>
        <translation>{name} : qui joue chaque place à partir de cette position ?</translation>
    </message>
    <message>
        <source>Opened the position {name}.</source>
        <translation>Position {name} ouverte.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>The position saved sets up this moment of the game, to play on from it. What should it hold?</source>
        <translation>La position enregistrée remet en place ce moment de la partie, pour la reprendre de là. Que doit-elle contenir ?</translation>
    </message>
    <message>
        <source>What {name} may see — the hidden cards are dealt afresh when it is opened (for teaching, a puzzle)</source>
        <translation>Ce que {name} peut voir — les cartes cachées sont redistribuées à l&apos;ouverture (pour enseigner, pour un problème)</translation>
    </message>
    <message>
        <source>The whole table — every hidden card and the shuffle to come (for a bug report)</source>
        <translation>Toute la table — chaque carte cachée et le mélange à venir (pour signaler un bogue)</translation>
    </message>
    <message>
        <source>The position could not be saved</source>
        <translation>La position n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <source>The game is over: there is no position left to play.</source>
        <translation>La partie est finie : il ne reste aucune position à jouer.</translation>
    </message>
    <message>
        <source>{game}, position</source>
        <translation>{game}, position</translation>
    </message>
    <message>
        <source>Position saved to {name}.</source>
        <translation>Position enregistrée dans {name}.</translation>
    </message>
    <message>
        <source>Opened {name}: {n} moves replayed and checked.</source>
        <translation>{name} ouvert : {n} coups rejoués et vérifiés.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>L&apos;enregistrement automatique a échoué : {error}</translation>
    </message>
    <message>
        <source>{game} with {names}: 1 move, last saved {when}</source>
        <translation>{game} avec {names} : 1 coup, enregistrée le {when}</translation>
    </message>
    <message>
        <source>{game} with {names}: {n} moves, last saved {when}</source>
        <translation>{game} avec {names} : {n} coups, enregistrée le {when}</translation>
    </message>
    <message>
        <source>An unfinished game is waiting — {what}.</source>
        <translation>Une partie inachevée vous attend — {what}.</translation>
    </message>
    <message>
        <source>There is no interrupted game to resume.</source>
        <translation>Aucune partie interrompue à reprendre.</translation>
    </message>
    <message>
        <source>Resumed after move {n}.</source>
        <translation>Reprise après le coup {n}.</translation>
    </message>
    <message>
        <source>Resumed: the game had not begun.</source>
        <translation>Reprise : la partie n&apos;avait pas commencé.</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>no game is on the table yet — choose one first</source>
        <translation>aucune partie n&apos;est encore sur la table — choisissez-en une d&apos;abord</translation>
    </message>
    <message>
        <source>a replay is shown — continue from here or close the replay first</source>
        <translation>un replay est affiché — reprenez la partie d&apos;ici ou fermez d&apos;abord le replay</translation>
    </message>
    <message>
        <source>no game has been finished here yet</source>
        <translation>aucune partie n&apos;a encore été terminée ici</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Replay the last finished game</source>
        <translation>Revoir la dernière partie terminée</translation>
    </message>
    <message>
        <source>No game has been finished here yet.</source>
        <translation>Aucune partie n&apos;a encore été terminée ici.</translation>
    </message>
    <message>
        <source>the last finished game</source>
        <translation>la dernière partie terminée</translation>
    </message>
    <message>
        <source>You cannot play on from here</source>
        <translation>Impossible de reprendre d&apos;ici</translation>
    </message>
    <message>
        <source>Playing on from move {n}.</source>
        <translation>La partie reprend au coup {n}.</translation>
    </message>
    <message>
        <source>The finished game could not be kept: {error}</source>
        <translation>La partie terminée n&apos;a pas pu être gardée : {error}</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passez l&apos;ordinateur à {name}</translation>
    </message>
    <message>
        <source>Click when ready</source>
        <translation>Cliquez pour découvrir la table</translation>
    </message>
    <message>
        <source>{what} — read it to its last page; then play goes on.</source>
        <translation>{what} — lisez la feuille jusqu&apos;à sa dernière page ; la partie reprend ensuite.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>{what} — on the score sheet.</source>
        <translation>{what} — sur la feuille de score.</translation>
    </message>
    <message>
        <source>Choose the {field}:</source>
        <translation>Choisissez la valeur :</translation>
    </message>
    <message>
        <source>Which move do you mean?</source>
        <translation>Quel coup voulez-vous jouer ?</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Score &amp;sheet…</source>
        <translation>&amp;Feuille de score…</translation>
    </message>
    <message>
        <source>&amp;Host a game for other computers…</source>
        <translation>&amp;Héberger une partie pour d&apos;autres ordinateurs…</translation>
    </message>
    <message>
        <source>Open &amp;position…</source>
        <translation>Ouvrir une &amp;position…</translation>
    </message>
    <message>
        <source>Save p&amp;osition…</source>
        <translation>Enregistrer la p&amp;osition…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Rejoindre une partie…</translation>
    </message>
    <message>
        <source>&amp;Invitation to this table…</source>
        <translation>&amp;Invitation à cette table…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Aides</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
    <message>
        <source>How to play on this &amp;table</source>
        <translation>Jouer sur cette &amp;table</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Que puis-je faire maintenant ?</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Problèmes</translation>
    </message>
    <message>
        <source>&amp;About Medici Table</source>
        <translation>À &amp;propos de Medici Table</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Que puis-je faire maintenant ?</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>There is no move to make now.</source>
        <translation>Aucun coup à jouer pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The game is over: no move to make.</source>
        <translation>La partie est terminée : plus aucun coup à jouer.</translation>
    </message>
    <message>
        <source>{name} is played by the computer: wait for its move.</source>
        <translation>L&apos;ordinateur joue pour {name} : attendez son coup.</translation>
    </message>
    <message>
        <source>The table is covered: the moves are listed once the next player clicks it.</source>
        <translation>La table est couverte : les coups s&apos;affichent quand le joueur suivant clique dessus.</translation>
    </message>
    <message>
        <source>Read what the table shows first (click it or its button).</source>
        <translation>Lisez d&apos;abord ce que montre la table (cliquez dessus ou sur son bouton).</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Medici Table is already open, but its window does not answer. Close it and start again.</source>
        <translation>Medici Table est déjà ouvert, mais sa fenêtre ne répond pas. Fermez-la et recommencez.</translation>
    </message>
    <message>
        <source>No replay is shown.</source>
        <translation>Aucune relecture n&apos;est affichée.</translation>
    </message>
    <message>
        <source>Playing on from move {n} would take back move {m} ({what}), which showed hidden cards. You may play on from move {m} or a later one.</source>
        <translation>Reprendre au coup {n} reviendrait sur le coup {m} ({what}), qui a montré des cartes cachées. Vous pouvez reprendre au coup {m} ou plus loin.</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} joueurs</translation>
    </message>
    <message>
        <source>about {n} min</source>
        <translation>environ {n} min</translation>
    </message>
    <message>
        <source>{low}–{high} min</source>
        <translation>{low}–{high} min</translation>
    </message>
    <message>
        <source>Play with friends at this computer</source>
        <translation>Jouer entre amis sur cet ordinateur</translation>
    </message>
    <message>
        <source>Five games of the Renaissance courts, on one computer, the rules kept for you.</source>
        <translation>Cinq jeux des cours de la Renaissance, sur un seul ordinateur, les règles tenues pour vous.</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation>Héberger une partie…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Play with friends on other computers: choose the game and the seats, then give each friend their code.</source>
        <translation>Jouer avec des amis sur d&apos;autres ordinateurs : choisissez le jeu et les places, puis donnez à chaque ami son code.</translation>
    </message>
    <message>
        <source>Resume the unfinished game</source>
        <translation>Reprendre la partie inachevée</translation>
    </message>
    <message>
        <source>An unfinished game is waiting.</source>
        <translation>Une partie inachevée vous attend.</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Learn to play, step by step</source>
        <translation>Apprendre à jouer, pas à pas</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <source>Finished games…</source>
        <translation>Parties terminées…</translation>
    </message>
    <message>
        <source>That piece cannot go there now.</source>
        <extracomment>whether anyone may play a move here (a replay&apos;s controller takes none: the table then tells what happens, not how to do it)</extracomment>
        <translation>Cette pièce ne peut pas aller là maintenant.</translation>
    </message>
    <message>
        <source>Show every &amp;scoring step</source>
        <translation>Montrer chaque étape du &amp;décompte</translation>
    </message>
    <message>
        <source>&amp;Fast play</source>
        <translation>Jeu &amp;rapide</translation>
    </message>
    <message>
        <source>Show the computers&apos; moves &amp;travel</source>
        <translation>Montrer le &amp;trajet des coups de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Each scoring sheet waits for a click; when off, it is kept on the score sheet and in the game log.</source>
        <translation>Chaque feuille de décompte attend un clic ; sinon, elle est gardée sur la feuille de score et dans le journal.</translation>
    </message>
    <message>
        <source>first read the score sheet to its last page</source>
        <translation>lisez d&apos;abord la feuille de score jusqu&apos;à sa dernière page</translation>
    </message>
    <message>
        <source>the table is covered until the next player clicks</source>
        <translation>la table est couverte jusqu&apos;au clic du joueur suivant</translation>
    </message>
    <message>
        <source>first answer the question on the table</source>
        <translation>répondez d&apos;abord à la question posée sur la table</translation>
    </message>
    <message>
        <source>first close the end-of-game window</source>
        <translation>fermez d&apos;abord la fenêtre de fin de partie</translation>
    </message>
    <message>
        <source>wait a moment: a computer&apos;s move is reaching its place</source>
        <translation>un instant : le coup de l&apos;ordinateur arrive à sa place</translation>
    </message>
    <message>
        <source>a replay takes no move back — continue from here first</source>
        <translation>une relecture n&apos;annule aucun coup — reprenez d&apos;abord la partie ici</translation>
    </message>
    <message>
        <source>a lesson goes on step by step, a puzzle starts again with Try again</source>
        <translation>une leçon avance étape par étape, un problème se reprend avec Réessayer</translation>
    </message>
    <message>
        <source>no move has been played yet</source>
        <translation>aucun coup n&apos;a encore été joué</translation>
    </message>
    <message>
        <source>a card was drawn or turned up since — undoing would show it</source>
        <translation>une carte a été piochée ou retournée depuis — annuler la dévoilerait</translation>
    </message>
    <message>
        <source>no move was undone</source>
        <translation>aucun coup n&apos;a été annulé</translation>
    </message>
    <message>
        <source>{name}: {why}</source>
        <translation>{name} : {why}</translation>
    </message>
    <message>
        <source>Final scores: {ranked}.</source>
        <translation>Scores finaux : {ranked}.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Nothing has been scored yet: each scoring of the game comes here as soon as it is made.</source>
        <translation>Rien n&apos;a encore été compté : chaque décompte de la partie vient ici dès qu&apos;il est fait.</translation>
    </message>
    <message>
        <source>Application icon</source>
        <translation>Icône de l&apos;application</translation>
    </message>
    <message>
        <source>Portraits of the characters</source>
        <translation>Portraits des personnages</translation>
    </message>
    <message>
        <source>Emblems, charges, tokens, boards, card faces and backs</source>
        <translation>Emblèmes, meubles héraldiques, jetons, plateaux, faces et dos des cartes</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Enregistrement automatique</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>About Medici Table</source>
        <translation>À propos de Medici Table</translation>
    </message>
    <message>
        <source>Copy these details</source>
        <translation>Copier ces informations</translation>
    </message>
    <message>
        <source>For a bug report: the version, its commit and the libraries it runs on</source>
        <translation>Pour signaler un bogue : la version, son commit et les bibliothèques utilisées</translation>
    </message>
    <message>
        <source>Five Renaissance-court games on one computer, rules enforced.</source>
        <translation>Cinq jeux de cour de la Renaissance sur un ordinateur, règles appliquées.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Free software under the {licence} licence.</source>
        <translation>Logiciel libre sous licence {licence}.</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Vos données</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Show this folder in the file manager</source>
        <translation>Montrer ce dossier dans le gestionnaire de fichiers</translation>
    </message>
    <message>
        <source>Fonts and art</source>
        <translation>Polices et dessins</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Œuvre</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Sources and details: {file}</source>
        <translation>Sources et détails : {file}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>The rules texts are this project&apos;s own words; the games belong to their authors and publishers:</source>
        <translation>Les textes des règles sont écrits par ce projet ; les jeux appartiennent à leurs auteurs et éditeurs :</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Leave the puzzles</source>
        <translation>Quitter les problèmes</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>La leçon est finie.</translation>
    </message>
    <message>
        <source>Now a real game</source>
        <translation>Maintenant, une vraie partie</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>{n} puzzles · none solved</source>
        <translation>{n} problèmes · aucun résolu</translation>
    </message>
    <message>
        <source>{n} puzzles · 1 solved</source>
        <translation>{n} problèmes · 1 résolu</translation>
    </message>
    <message>
        <source>{n} puzzles · {solved} solved</source>
        <translation>{n} problèmes · {solved} résolus</translation>
    </message>
    <message>
        <source>{title} — solved</source>
        <translation>{title} — résolu</translation>
    </message>
    <message>
        <source>You play {name}.</source>
        <translation>Vous jouez {name}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>Read the rule</source>
        <translation>Lire la règle</translation>
    </message>
    <message>
        <source>Well played.</source>
        <translation>Bien joué.</translation>
    </message>
    <message>
        <source>Well played: click Next step to go on.</source>
        <translation>Bien joué : cliquez sur Étape suivante pour continuer.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game.</source>
        <translation>La leçon est finie : jouez une vraie partie.</translation>
    </message>
    <message>
        <source>The puzzle is over: try it again or choose another.</source>
        <translation>Le problème est terminé : réessayez-le ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>This step is done: click Next step.</source>
        <translation>Cette étape est faite : cliquez sur Étape suivante.</translation>
    </message>
    <message>
        <source>This puzzle is over: try it again or choose another.</source>
        <translation>Ce problème est terminé : réessayez-le ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>A piece of the table.</source>
        <translation>Une pièce de la table.</translation>
    </message>
    <message>
        <source>…and {n} more (the Moves list has them all)</source>
        <translation>…et {n} de plus (la liste des coups les montre tous)</translation>
    </message>
    <message>
        <source>May be played onto it now:</source>
        <translation>Peut y être joué maintenant :</translation>
    </message>
    <message>
        <source>It may now:</source>
        <translation>Elle peut maintenant :</translation>
    </message>
    <message>
        <source>Your turn, {name} — {what}</source>
        <translation>À vous, {name} — {what}</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>À vous, {name}</translation>
    </message>
    <message>
        <source>Waiting for {name} (at the host&apos;s table)…</source>
        <translation>En attente de {name} (à la table de l&apos;hôte)…</translation>
    </message>
    <message>
        <source>Waiting for {name} (at their own computer)…</source>
        <translation>En attente de {name} (sur son ordinateur)…</translation>
    </message>
    <message>
        <source>The game waits for {names}.</source>
        <translation>La partie attend {names}.</translation>
    </message>
    <message>
        <source>A game played from several computers cannot be taken back.</source>
        <translation>Une partie jouée depuis plusieurs ordinateurs ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>La table de {name}</translation>
    </message>
    <message>
        <source>This computer cannot host the table</source>
        <translation>Cet ordinateur ne peut pas accueillir la table</translation>
    </message>
    <message>
        <source>No port could be opened for your friends ({why}).</source>
        <translation>Aucun port n&apos;a pu être ouvert pour vos amis ({why}).</translation>
    </message>
    <message>
        <source>Let the computer play their seats</source>
        <translation>Laisser l&apos;ordinateur jouer leurs places</translation>
    </message>
    <message>
        <source>The table could not be encrypted</source>
        <translation>La table n&apos;a pas pu être chiffrée</translation>
    </message>
    <message>
        <source>This computer could not make the certificate of an encrypted table ({why}).</source>
        <translation>Cet ordinateur n&apos;a pas pu créer le certificat d&apos;une table chiffrée ({why}).</translation>
    </message>
    <message>
        <source>Host it without encryption</source>
        <translation>L&apos;ouvrir sans chiffrement</translation>
    </message>
    <message>
        <source>{names} lost the connection</source>
        <translation>{names} a perdu la connexion</translation>
    </message>
    <message>
        <source>The game waits. A friend joins again with the same address and code; or the computer can play their seat from here on.</source>
        <translation>La partie attend. Un ami revient avec la même adresse et le même code ; ou l&apos;ordinateur peut jouer sa place désormais.</translation>
    </message>
    <message>
        <source>Waiting for {names} to join</source>
        <translation>La table attend {names}</translation>
    </message>
    <message>
        <source>The game starts when every friend has joined with the address and the code of their invitation; or the computer can play their seat.</source>
        <translation>La partie commence quand chaque ami a rejoint avec l&apos;adresse et le code de son invitation ; ou l&apos;ordinateur peut jouer sa place.</translation>
    </message>
    <message>
        <source>Show the invitation</source>
        <translation>Voir l&apos;invitation</translation>
    </message>
    <message>
        <source>Let the computer play for {names}</source>
        <translation>Laisser l&apos;ordinateur jouer pour {names}</translation>
    </message>
    <message>
        <source>Invite friends to this table</source>
        <translation>Inviter des amis à cette table</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Connexion à la table de {address}…</translation>
    </message>
    <message>
        <source>Waiting for the host to answer.</source>
        <translation>En attendant la réponse de l&apos;hôte.</translation>
    </message>
    <message>
        <source>The connection to the host was lost</source>
        <translation>La connexion avec l&apos;hôte est perdue</translation>
    </message>
    <message>
        <source>Trying again every few seconds with your code; the host keeps the game.</source>
        <translation>Reconnexion automatique toutes les quelques secondes avec votre code ; l&apos;hôte garde la partie.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Waiting for {names}</source>
        <translation>En attente de {names}</translation>
    </message>
    <message>
        <source>The game waits until they are back at the table.</source>
        <translation>La partie attend leur retour à la table.</translation>
    </message>
    <message>
        <source>The game waits until they join the table.</source>
        <translation>La partie attend qu&apos;ils rejoignent la table.</translation>
    </message>
    <message>
        <source>This table cannot be joined</source>
        <translation>Impossible de rejoindre cette table</translation>
    </message>
    <message>
        <source>Change the address or code</source>
        <translation>Changer l&apos;adresse ou le code</translation>
    </message>
    <message>
        <source>The host gave your seat to the computer</source>
        <translation>L&apos;hôte a donné votre place à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The host dealt a new game</source>
        <translation>L&apos;hôte a lancé une nouvelle partie</translation>
    </message>
    <message>
        <source>You are at this table from another window</source>
        <translation>Vous êtes à cette table depuis une autre fenêtre</translation>
    </message>
    <message>
        <source>The table has closed</source>
        <translation>La table est fermée</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Rejoindre à nouveau</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <source>Friends join from their own computers</source>
        <translation>Vos amis rejoignent depuis leur ordinateur</translation>
    </message>
    <message>
        <source>Only Medici Table on this same computer can join this table (at &lt;b&gt;{address}&lt;/b&gt;, port &lt;b&gt;{port}&lt;/b&gt;): this computer is on no network, or the table was opened for it alone. Connect it to your friends&apos; network, then open this invitation again.</source>
        <translation>Seul Medici Table sur ce même ordinateur peut rejoindre cette table (à &lt;b&gt;{address}&lt;/b&gt;, port &lt;b&gt;{port}&lt;/b&gt;) : cet ordinateur n&apos;est sur aucun réseau, ou la table a été ouverte pour lui seul. Connectez-le au réseau de vos amis, puis rouvrez cette invitation.</translation>
    </message>
    <message>
        <source>Your friends join this table at &lt;b&gt;{address}&lt;/b&gt;, port &lt;b&gt;{port}&lt;/b&gt;.</source>
        <translation>Vos amis rejoignent cette table à &lt;b&gt;{address}&lt;/b&gt;, port &lt;b&gt;{port}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Other addresses of this computer: {others}</source>
        <translation>Autres adresses de cet ordinateur : {others}</translation>
    </message>
    <message>
        <source>Each friend opens Medici Table, chooses Game → Join a game… and types the address and their own code — a code is that seat&apos;s key, give it to that friend only. Over the internet, your router must let port {port} through to this computer.</source>
        <translation>Chaque ami ouvre Medici Table, choisit Partie → Rejoindre une partie… et tape l&apos;adresse et son propre code — un code est la clé de sa place, ne le donnez qu&apos;à cet ami. Par internet, votre box doit laisser passer le port {port} vers cet ordinateur.</translation>
    </message>
    <message>
        <source>The table is encrypted: the end of each code is the fingerprint of this computer&apos;s certificate, so their program knows it reached yours and no one in between.</source>
        <translation>La table est chiffrée : la fin de chaque code est l&apos;empreinte du certificat de cet ordinateur ; le programme de votre ami sait ainsi qu&apos;il a joint le vôtre, et personne entre vous.</translation>
    </message>
    <message>
        <source>This table is not encrypted: for a game over the internet, tick Encrypt the table in the new-game dialog.</source>
        <translation>Cette table n&apos;est pas chiffrée : pour une partie par internet, cochez Chiffrer la table dans la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <source>Encrypted table</source>
        <translation>Table chiffrée</translation>
    </message>
    <message>
        <source>Table not encrypted</source>
        <translation>Table non chiffrée</translation>
    </message>
    <message>
        <source>Chosen in the new-game dialog (Encrypt the table).</source>
        <translation>Choisi dans la fenêtre Nouvelle partie (Chiffrer la table).</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>a rejoint</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>n&apos;a pas encore rejoint</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Copier l&apos;invitation</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Type what the host gave you: the address of their computer and your seat&apos;s code. An invitation pasted whole fills both. At an encrypted table the code is longer: it ends with the fingerprint of the host&apos;s certificate, checked before anything is sent.</source>
        <translation>Tapez ce que l&apos;hôte vous a donné : l&apos;adresse de son ordinateur et le code de votre place. Une invitation collée en entier remplit les deux. À une table chiffrée, le code est plus long : il finit par l&apos;empreinte du certificat de l&apos;hôte, vérifiée avant tout envoi.</translation>
    </message>
    <message>
        <source>A code is 13 letters and digits, like 7KQF-2M9X-TP4DR — 29 at an encrypted table.</source>
        <translation>Un code fait 13 lettres et chiffres, comme 7KQF-2M9X-TP4DR — 29 à une table chiffrée.</translation>
    </message>
    <message>
        <source>Connected: {names}</source>
        <translation>Connectés : {names}</translation>
    </message>
    <message>
        <source>Away: {names}</source>
        <translation>Absents : {names}</translation>
    </message>
    <message>
        <source>The friends at this table on other computers. Click: the invitation, with their codes.</source>
        <translation>Les amis de cette table sur d&apos;autres ordinateurs. Un clic : l&apos;invitation, avec leurs codes.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Votre code</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau :</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>encrypted</source>
        <translation>chiffrée</translation>
    </message>
    <message>
        <source>(none heard — type the address)</source>
        <translation>(aucune entendue — tapez l&apos;adresse)</translation>
    </message>
    <message>
        <source>The address is the host&apos;s computer name or number, like 192.168.1.12 (a port after a colon if they gave one).</source>
        <translation>L&apos;adresse est le nom ou le numéro de l&apos;ordinateur de l&apos;hôte, comme 192.168.1.12 (suivi du port après deux-points s&apos;il l&apos;a donné).</translation>
    </message>
    <message>
        <source>{names} left the table</source>
        <translation>{names} a quitté la table</translation>
    </message>
    <message>
        <source>The game waits. A friend comes back with the same address and code; or the computer can play their seat from here on.</source>
        <translation>La partie attend. Un ami revient avec la même adresse et le même code ; ou l&apos;ordinateur peut jouer sa place à partir de maintenant.</translation>
    </message>
    <message>
        <source>the host keeps this game: it is saved on their computer</source>
        <translation>l&apos;hôte garde cette partie : elle est enregistrée sur son ordinateur</translation>
    </message>
    <message>
        <source>&amp;Leave this table</source>
        <translation>&amp;Quitter cette table</translation>
    </message>
    <message>
        <source>{me}, at {host}&apos;s table</source>
        <translation>{me}, chez {host}</translation>
    </message>
    <message>
        <source>{me}, at a table on another computer</source>
        <translation>{me}, à une table sur un autre ordinateur</translation>
    </message>
    <message>
        <source>a game played from several computers takes no move back</source>
        <translation>une partie jouée depuis plusieurs ordinateurs ne reprend aucun coup</translation>
    </message>
    <message>
        <source>The game goes on when every friend has joined again with the address and the code of their invitation; or the computer can play their seat.</source>
        <translation>La partie reprend quand chaque ami a rejoint de nouveau avec l&apos;adresse et le code de son invitation ; ou l&apos;ordinateur peut jouer sa place.</translation>
    </message>
    <message>
        <source>Your game is saved: every move up to now is kept, and the table goes on.</source>
        <translation>Votre partie est enregistrée : tous les coups joués jusqu&apos;ici sont gardés, et la table continue.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically ({error}): use Game → Save as…</source>
        <translation>La partie n&apos;a pas pu être enregistrée automatiquement ({error}) : utilisez Partie → Enregistrer sous…</translation>
    </message>
    <message>
        <source>Something went wrong that should not have: {what}</source>
        <translation>Une erreur qui n&apos;aurait pas dû se produire : {what}</translation>
    </message>
    <message>
        <source>Please send this report with a word on what you were doing:</source>
        <translation>Envoyez ce rapport, avec un mot sur ce que vous faisiez :</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Some games are set aside</source>
        <translation>Des jeux sont mis de côté</translation>
    </message>
    <message>
        <source>These games are set aside because their data does not load; the others play:</source>
        <translation>Ces jeux sont mis de côté car leurs données ne se chargent pas ; les autres se jouent :</translation>
    </message>
    <message>
        <source>Set aside: its data does not load</source>
        <translation>Mis de côté : ses données ne se chargent pas</translation>
    </message>
    <message>
        <source>Shuffle and play on</source>
        <translation>Mélanger et reprendre</translation>
    </message>
    <message>
        <source>Playing on from move {n} with the hidden cards shuffled anew.</source>
        <translation>La partie reprend au coup {n}, les cartes cachées mélangées à nouveau.</translation>
    </message>
    <message>
        <source>Play on from move {n} with the hidden cards shuffled anew?</source>
        <translation>Reprendre au coup {n} en mélangeant à nouveau les cartes cachées ?</translation>
    </message>
    <message>
        <source>The cards nobody had seen then — the decks, the cards set aside, the pieces lying face down — can be shuffled anew instead: what the later moves showed then comes again only by chance. The shuffled position starts the game played on; this replay is not changed.</source>
        <translation>Les cartes que personne n&apos;avait vues alors — les pioches, les cartes écartées, les pièces posées face cachée — peuvent être mélangées à nouveau : ce que les coups suivants ont montré ne revient alors que par hasard. La position mélangée commence la partie qui reprend ; cette relecture n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>Save the game first?</source>
        <translation>Enregistrer la partie d&apos;abord ?</translation>
    </message>
    <message>
        <source>If you don&apos;t save it, it is gone: it will not be offered to resume either. (Quitting Medici Table keeps the game on the table, to resume at the next start.)</source>
        <translation>Sans l&apos;enregistrer, elle est perdue : elle ne sera pas non plus proposée à la reprise. (Quitter Medici Table garde la partie en cours, à reprendre au prochain démarrage.)</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Leave this table?</source>
        <translation>Quitter cette table ?</translation>
    </message>
    <message>
        <source>The game goes on there without you: the host may give your seat to the computer, or you may join again with the same invitation.</source>
        <translation>La partie continue là-bas sans vous : l&apos;hôte peut confier votre place à l&apos;ordinateur, ou vous pouvez revenir avec la même invitation.</translation>
    </message>
    <message>
        <source>You are playing {game} with {names} at another computer&apos;s table.</source>
        <translation>Vous jouez à {game} avec {names}, à la table d&apos;un autre ordinateur.</translation>
    </message>
    <message>
        <source>{game} with {names} is not finished. Save it first?</source>
        <translation>La partie « {game} » avec {names} n&apos;est pas terminée. L&apos;enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
</context>
</TS>
