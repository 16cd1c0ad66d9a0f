"""What selva shows: its table scene, drawing and extra scenes."""
