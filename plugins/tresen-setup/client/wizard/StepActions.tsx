/**
 * The buttons every step has: save and continue, skip, undo.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface StepActionsProps {
	busy: boolean;
	canUndo: boolean;
	onSkip: () => void;
	onUndo: () => void;
	saveLabel?: string;
}

export function StepActions( {
	busy,
	canUndo,
	onSkip,
	onUndo,
	saveLabel,
}: StepActionsProps ) {
	return (
		<div className="tresen-setup-wizard__actions">
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy }
				__next40pxDefaultSize
			>
				{ saveLabel || __( 'Save and continue', 'tresen-setup' ) }
			</Button>
			<Button
				variant="secondary"
				onClick={ onSkip }
				disabled={ busy }
				__next40pxDefaultSize
			>
				{ __( 'Skip this step', 'tresen-setup' ) }
			</Button>
			{ canUndo && (
				<Button
					variant="tertiary"
					onClick={ onUndo }
					disabled={ busy }
					__next40pxDefaultSize
				>
					{ __( 'Undo this step', 'tresen-setup' ) }
				</Button>
			) }
		</div>
	);
}
