"""rulings-kb at serve time: the Datasette plugin, the game model and rule predicates, QA."""
