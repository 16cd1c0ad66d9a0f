"""What animal_duel shows: its table scene, drawing and extra scenes."""
