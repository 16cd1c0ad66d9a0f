"""What depredador shows: its table scene, drawing and extra scenes."""
